import type { SampleBlock } from './sample-blocks'

const video = 'https://www.youtube-nocookie.com/embed/rc-sample-01'
export const founderVideo = 'https://www.youtube-nocookie.com/embed/rc-sample-02'

/** Sample blocks of the home page. */
export const homeBlocks: SampleBlock[] = [
  {
    key: 'home.hero',
    es: {
      items: [
        {
          title: 'Más de 15 años defendiendo a familias inmigrantes',
          text: 'Evaluamos su caso gratis y le acompañamos en cada paso, en cualquier estado del país.',
          href: '/servicios/abogado-de-inmigracion',
          image: 'hero-experience',
        },
        {
          title: 'Visa VAWA',
          text: 'Protección para quien sufrió maltrato de un cónyuge, padre o hijo ciudadano o residente.',
          href: '/visa-humanitaria/visa-vawa',
          image: 'hero-vawa',
        },
        {
          title: 'Visa T',
          text: 'Un camino legal para las víctimas de trata de personas y sus familias.',
          href: '/visa-humanitaria/visa-t',
          image: 'hero-t',
        },
        {
          title: 'Visa U',
          text: 'Si fue víctima de un delito en EE. UU. y colaboró con la policía, puede calificar.',
          href: '/visa-humanitaria/visa-u',
          image: 'hero-u',
        },
      ],
    },
    en: {
      items: [
        {
          title: 'More than 15 years defending immigrant families',
          text: 'We evaluate your case for free and stand by you at every step, in any US state.',
          href: '/en/services/immigration-lawyer',
          image: 'hero-experience',
        },
        {
          title: 'VAWA visa',
          text: 'Protection for people abused by a spouse, parent or child who is a citizen or resident.',
          href: '/en/humanitarian-visa/vawa-visa',
          image: 'hero-vawa',
        },
        {
          title: 'T visa',
          text: 'A legal path for victims of human trafficking and their families.',
          href: '/en/humanitarian-visa/t-visa',
          image: 'hero-t',
        },
        {
          title: 'U visa',
          text: 'If you were the victim of a crime in the US and helped the police, you may qualify.',
          href: '/en/humanitarian-visa/u-visa',
          image: 'hero-u',
        },
      ],
    },
  },
  {
    key: 'services.cards',
    es: {
      title: 'Nuestros servicios',
      items: [
        {
          title: 'Inmigración',
          text: 'Peticiones familiares, visas humanitarias, visa K-1, ajuste de estatus y defensa. Primera llamada gratis.',
          href: '/servicios/abogado-de-inmigracion',
          image: 'service-immigration',
        },
        {
          title: 'Lesiones personales',
          text: 'Accidentes de auto, de camión y de trabajo: reclamamos la compensación que le corresponde.',
          href: '/servicios/lesiones-personales',
          image: 'service-personal-injury',
        },
        {
          title: 'Reclutamiento de camioneros',
          text: 'Conectamos a empresas de transporte con conductores calificados, dentro y fuera del país.',
          href: '{recruitmentSite}',
          image: 'service-trucks',
        },
      ],
    },
    en: {
      title: 'Our Services',
      items: [
        {
          title: 'Immigration',
          text: 'Family petitions, humanitarian visas, K-1 visa, adjustment of status and defense. Free first call.',
          href: '/en/services/immigration-lawyer',
          image: 'service-immigration',
        },
        {
          title: 'Personal injury',
          text: 'Car, truck and workplace accidents: we claim the compensation you are owed.',
          href: '/en/services/personal-injury',
          image: 'service-personal-injury',
        },
        {
          title: 'Truck Drivers Recruitment',
          text: 'We connect trucking companies with qualified drivers, in the US and abroad.',
          href: '{recruitmentSite}',
          image: 'service-trucks',
        },
      ],
    },
  },
  {
    key: 'home.about',
    image: 'about-video',
    videoUrl: video,
    es: {
      title: 'Sobre nosotros',
      body: 'Rivera & Castillo Abogados nació en Washington D. C. para dar a las familias inmigrantes una defensa cercana, honesta y en su idioma. Hoy atendemos casos en todos los estados desde nuestras oficinas de Washington D. C. y El Paso, Texas.',
    },
    en: {
      title: 'About us',
      body: 'Rivera & Castillo Abogados was founded in Washington, DC to give immigrant families a close, honest defense in their own language. Today we take cases in every state from our offices in Washington, DC and El Paso, Texas.',
    },
  },
  {
    key: 'home.mission',
    es: {
      title: 'Nuestra misión',
      body: 'Abrir caminos legales para las personas que construyen este país.',
      items: [
        {
          title: 'Inmigración',
          text: 'Buscar la vía más segura para que cada familia viva y trabaje legalmente en EE. UU.',
        },
        {
          title: 'Lesiones personales',
          text: 'Exigir una compensación justa para quien se lesionó por culpa de otro.',
        },
        {
          title: 'Reclutamiento',
          text: 'Unir a conductores y trabajadores extranjeros con empresas que los necesitan.',
        },
      ],
    },
    en: {
      title: 'Our mission',
      body: 'Opening legal paths for the people who build this country.',
      items: [
        {
          title: 'Immigration',
          text: 'Find the safest way for every family to live and work legally in the US.',
        },
        {
          title: 'Personal injury',
          text: 'Demand fair compensation for people injured through someone else’s fault.',
        },
        {
          title: 'Recruitment',
          text: 'Bring drivers and foreign workers together with the companies that need them.',
        },
      ],
    },
  },
  {
    key: 'home.founderVideo',
    image: 'founder-video',
    videoUrl: founderVideo,
    es: {
      title: 'Conozca a Elena Rivera',
      body: 'Nuestra abogada fundadora explica en dos minutos cómo evaluamos cada caso y por qué la primera llamada es gratis.',
    },
    en: {
      title: 'Meet Elena Rivera',
      body: 'Our founding attorney explains in two minutes how we evaluate each case and why the first call is free.',
    },
  },
  {
    key: 'home.reviews',
    es: {
      title: 'Lo que dicen nuestros clientes',
      body: 'Familias que viajaron fuera del país con su permiso, ganadores de nuestros sorteos y cientos de reseñas que cuentan su experiencia.',
    },
    en: {
      title: 'What our clients say',
      body: 'Families who travelled abroad with their permit, winners of our giveaways and hundreds of reviews telling their experience.',
    },
  },
  {
    key: 'home.humanitarian',
    es: {
      title: 'Visas humanitarias',
      body: 'La ley de inmigración protege a las víctimas de maltrato, de trata de personas y de delitos graves. Estas son las tres vías principales:',
      items: [
        {
          title: 'Visa VAWA',
          text: 'Para víctimas de maltrato por un cónyuge, padre o hijo ciudadano o residente.',
          href: '/visa-humanitaria/visa-vawa',
        },
        {
          title: 'Visa T',
          text: 'Para víctimas de trata de personas con fines laborales o sexuales.',
          href: '/visa-humanitaria/visa-t',
        },
        {
          title: 'Visa U',
          text: 'Para víctimas de delitos en EE. UU. que colaboraron con las autoridades.',
          href: '/visa-humanitaria/visa-u',
        },
      ],
    },
    en: {
      title: 'Humanitarian visas',
      body: 'Immigration law protects victims of abuse, human trafficking and serious crimes. These are the three main paths:',
      items: [
        {
          title: 'VAWA visa',
          text: 'For victims of abuse by a spouse, parent or child who is a US citizen or resident.',
          href: '/en/humanitarian-visa/vawa-visa',
        },
        {
          title: 'T visa',
          text: 'For victims of labor or sex trafficking.',
          href: '/en/humanitarian-visa/t-visa',
        },
        {
          title: 'U visa',
          text: 'For victims of crimes in the US who cooperated with the authorities.',
          href: '/en/humanitarian-visa/u-visa',
        },
      ],
    },
  },
  {
    key: 'home.howItWorks',
    es: {
      title: '¿Cómo funciona?',
      items: [
        {
          title: '1. Nos cuenta su historia',
          text: 'Por teléfono o con el formulario, en confianza.',
        },
        {
          title: '2. Evaluamos su caso gratis',
          text: 'Le decimos con claridad si califica y qué pruebas necesita.',
        },
        {
          title: '3. Preparamos y presentamos su solicitud',
          text: 'Le acompañamos hasta recibir la respuesta de inmigración.',
        },
      ],
    },
    en: {
      title: 'How does it work?',
      items: [
        { title: '1. You tell us your story', text: 'By phone or with the form, in confidence.' },
        {
          title: '2. We evaluate your case for free',
          text: 'We tell you clearly whether you qualify and what evidence you need.',
        },
        {
          title: '3. We prepare and file your application',
          text: 'We stay with you until immigration answers.',
        },
      ],
    },
  },
  {
    key: 'home.experience',
    es: {
      title: '15+ años de experiencia',
      body: 'Miles de familias atendidas en todos los estados del país.',
    },
    en: {
      title: '15+ years of experience',
      body: 'Thousands of families served in every state of the country.',
    },
  },
]
