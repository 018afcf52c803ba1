/**
 * Sample text of the marketing pages, per block key and language. `{recruitmentSite}` in an href
 * stands for the firm profile's recruitment site, so the URL lives in one place.
 */
export type SampleItem = {
  title?: string
  text?: string
  list?: string[]
  href?: string
  image?: string
}
export type SampleBlockText = { title?: string; body?: string; items?: SampleItem[] }
export type SampleBlock = {
  key: string
  image?: string
  videoUrl?: string
  es: SampleBlockText
  en: SampleBlockText
}

const video = 'https://www.youtube-nocookie.com/embed/rc-sample-01'
const founderVideo = 'https://www.youtube-nocookie.com/embed/rc-sample-02'

const visaList = (title: string, list: string[]): SampleItem[] => [{ title, list }]

export const sampleBlocks: SampleBlock[] = [
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
  {
    key: 'immigrationLawyer.banner',
    image: 'banner-immigration',
    es: {
      title: 'Abogado de inmigración',
      body: 'Un equipo que habla su idioma y conoce cada trámite: peticiones familiares, visas humanitarias, visa K-1 y defensa ante la corte.',
    },
    en: {
      title: 'Immigration lawyer',
      body: 'A team that speaks your language and knows every process: family petitions, humanitarian visas, K-1 visa and court defense.',
    },
  },
  {
    key: 'immigrationLawyer.lucky',
    es: {
      title: '¡Está de suerte!',
      body: 'Si llegó hasta aquí, es posible que exista una solución para su caso. Hable hoy con nuestro equipo: la evaluación es gratis y confidencial.',
    },
    en: {
      title: 'You’re lucky!',
      body: 'If you made it here, there may be a solution for your case. Talk to our team today: the evaluation is free and confidential.',
    },
  },
  {
    key: 'immigrationLawyer.steps',
    es: {
      title: 'Nuestro proceso en 3 pasos',
      items: [
        {
          title: 'Evaluamos su caso',
          text: 'Revisamos su historia y sus documentos sin costo.',
        },
        {
          title: 'Iniciamos el trámite',
          text: 'Preparamos su solicitud con todas las pruebas necesarias.',
        },
        {
          title: 'Espere sus documentos',
          text: 'Le informamos de cada avance hasta que reciba su respuesta.',
        },
      ],
    },
    en: {
      title: 'Our process in 3 steps',
      items: [
        { title: 'We evaluate your case', text: 'We review your story and documents at no cost.' },
        {
          title: 'We start the paperwork',
          text: 'We prepare your application with all the evidence it needs.',
        },
        {
          title: 'Wait for your documents',
          text: 'We keep you informed of every step until you get your answer.',
        },
      ],
    },
  },
  {
    key: 'immigrationLawyer.opportunities',
    es: {
      title: 'Un estatus legal le abre puertas',
      items: [
        { title: 'Becas estudiantiles' },
        { title: 'Pasaporte' },
        { title: 'Mejores empleos' },
        { title: 'Comprar una casa' },
      ],
    },
    en: {
      title: 'A legal status opens doors',
      items: [
        { title: 'Student scholarships' },
        { title: 'Passport' },
        { title: 'Better jobs' },
        { title: 'Buying a house' },
      ],
    },
  },
  {
    key: 'team.intro',
    es: {
      title: 'Nuestro equipo de abogados',
      body: 'Abogados con licencia que conocen de cerca la realidad de las familias inmigrantes.',
    },
    en: {
      title: 'Our attorneys',
      body: 'Licensed attorneys who know first-hand the reality of immigrant families.',
    },
  },
  {
    key: 'about.history',
    image: 'about-office',
    es: {
      title: 'Nuestra historia',
      body: 'En 2010 Elena Rivera abrió una pequeña oficina en Washington D. C. con una idea sencilla: que ninguna familia enfrentara sola el sistema de inmigración.\nCon los años se unió el abogado Daniel Castillo para los casos de lesiones personales, abrimos la oficina de El Paso, Texas, y empezamos a reclutar conductores para empresas de transporte.\nHoy somos un equipo bilingüe que atiende casos en todos los estados.',
    },
    en: {
      title: 'Our history',
      body: 'In 2010 Elena Rivera opened a small office in Washington, DC with a simple idea: no family should face the immigration system alone.\nOver the years attorney Daniel Castillo joined for personal injury cases, we opened the El Paso, Texas office and began recruiting drivers for trucking companies.\nToday we are a bilingual team that takes cases in every state.',
    },
  },
  {
    key: 'about.mission',
    es: {
      title: 'Nuestra misión',
      items: [
        {
          list: [
            'Evaluar cada caso gratis y decir la verdad, aunque no sea lo que el cliente espera.',
            'Atender en español y en inglés, por teléfono o en persona.',
            'Cobrar precios claros, sin sorpresas.',
            'Acompañar a cada familia hasta el final del proceso.',
          ],
        },
      ],
    },
    en: {
      title: 'Our mission',
      items: [
        {
          list: [
            'Evaluate every case for free and tell the truth, even when it is not what the client hopes to hear.',
            'Serve clients in Spanish and English, by phone or in person.',
            'Charge clear prices, with no surprises.',
            'Stay with every family until the end of the process.',
          ],
        },
      ],
    },
  },
  {
    key: 'humanitarian.intro',
    image: 'banner-humanitarian',
    es: {
      title: 'Visas humanitarias',
      body: 'Si usted fue víctima de maltrato, de trata de personas o de un delito en EE. UU., la ley puede darle un estatus legal y un permiso de trabajo. Conozca cada opción:',
      items: [
        {
          title: 'Visa VAWA',
          text: 'Para quien sufrió maltrato de un cónyuge, padre o hijo ciudadano o residente permanente. No necesita la firma del agresor.',
          href: '/visa-humanitaria/visa-vawa',
        },
        {
          title: 'Visa T',
          text: 'Para víctimas de trata de personas: trabajo forzado, servidumbre por deudas o explotación sexual.',
          href: '/visa-humanitaria/visa-t',
        },
        {
          title: 'Visa U',
          text: 'Para víctimas de delitos graves en EE. UU. que ayudaron o están dispuestas a ayudar a la policía.',
          href: '/visa-humanitaria/visa-u',
        },
      ],
    },
    en: {
      title: 'Humanitarian visas',
      body: 'If you were a victim of abuse, human trafficking or a crime in the US, the law may give you legal status and a work permit. Learn about each option:',
      items: [
        {
          title: 'VAWA visa',
          text: 'For people abused by a spouse, parent or child who is a US citizen or permanent resident. The abuser’s signature is not needed.',
          href: '/en/humanitarian-visa/vawa-visa',
        },
        {
          title: 'T visa',
          text: 'For victims of human trafficking: forced labor, debt bondage or sexual exploitation.',
          href: '/en/humanitarian-visa/t-visa',
        },
        {
          title: 'U visa',
          text: 'For victims of serious crimes in the US who helped or are willing to help the police.',
          href: '/en/humanitarian-visa/u-visa',
        },
      ],
    },
  },
  {
    key: 'visa.vawa',
    image: 'banner-vawa',
    es: {
      title: 'Visa VAWA',
      body: 'La Ley de Violencia contra la Mujer (VAWA) protege a hombres y mujeres que sufrieron maltrato físico o psicológico de su cónyuge, padre o hijo ciudadano o residente permanente.\nLa solicitud se presenta en secreto: el agresor no se entera y no tiene que firmar nada. Si ya se divorció, puede presentar la solicitud dentro de los dos años siguientes al divorcio.',
      items: visaList('¿Quién califica?', [
        'Cónyuges, o excónyuges dentro de los dos años siguientes al divorcio, de un ciudadano o residente permanente.',
        'Hijos solteros menores de 21 años maltratados por su padre o madre ciudadano o residente.',
        'Padres maltratados por un hijo ciudadano mayor de 21 años.',
        'Personas de buen carácter moral que vivieron con el agresor.',
      ]),
    },
    en: {
      title: 'VAWA visa',
      body: 'The Violence Against Women Act (VAWA) protects men and women who suffered physical or psychological abuse from a spouse, parent or child who is a US citizen or permanent resident.\nThe application is confidential: the abuser is not told and does not have to sign anything. If you are already divorced, you can apply within two years of the divorce.',
      items: visaList('Who qualifies?', [
        'Spouses, or former spouses within two years of the divorce, of a citizen or permanent resident.',
        'Unmarried children under 21 abused by a citizen or resident parent.',
        'Parents abused by a US citizen son or daughter over 21.',
        'People of good moral character who lived with the abuser.',
      ]),
    },
  },
  {
    key: 'visa.t',
    image: 'banner-t',
    es: {
      title: 'Visa T',
      body: 'La visa T protege a las víctimas de trata de personas que están en EE. UU. a causa de esa trata. Da permiso de trabajo y, después de tres años, la posibilidad de pedir la residencia permanente.\nTambién puede incluir a su cónyuge, hijos y, en algunos casos, padres y hermanos.',
      items: visaList('Beneficios', [
        'Estatus legal por hasta cuatro años.',
        'Permiso de trabajo.',
        'Camino a la residencia permanente.',
        'Protección para familiares cercanos.',
      ]),
    },
    en: {
      title: 'T visa',
      body: 'The T visa protects victims of human trafficking who are in the US because of that trafficking. It gives a work permit and, after three years, the chance to apply for permanent residence.\nIt can also cover your spouse, children and, in some cases, parents and siblings.',
      items: visaList('Benefits', [
        'Legal status for up to four years.',
        'Work permit.',
        'A path to permanent residence.',
        'Protection for close family members.',
      ]),
    },
  },
  {
    key: 'visa.u',
    image: 'banner-u',
    es: {
      title: 'Visa U',
      body: 'La visa U es para víctimas de delitos graves cometidos en EE. UU., como violencia doméstica, agresión, secuestro o extorsión, que ayudaron a la policía o a la fiscalía a investigar el delito.\nNo importa cómo entró al país: lo que cuenta es el daño sufrido y su colaboración.',
      items: visaList('Beneficios', [
        'Estatus legal por hasta cuatro años.',
        'Permiso de trabajo.',
        'Residencia permanente después de tres años.',
        'Protección para su cónyuge e hijos.',
      ]),
    },
    en: {
      title: 'U visa',
      body: 'The U visa is for victims of serious crimes committed in the US, such as domestic violence, assault, kidnapping or extortion, who helped the police or prosecutors investigate the crime.\nHow you entered the country does not matter: what counts is the harm you suffered and your cooperation.',
      items: visaList('Benefits', [
        'Legal status for up to four years.',
        'Work permit.',
        'Permanent residence after three years.',
        'Protection for your spouse and children.',
      ]),
    },
  },
  {
    key: 'visa.k1',
    image: 'banner-k1',
    es: {
      title: 'Visa K-1 de prometido(a)',
      body: 'La visa K-1 permite que el prometido o la prometida de un ciudadano estadounidense entre al país para casarse.\nLa pareja debe casarse dentro de los 90 días siguientes a la llegada; después, se solicita la residencia permanente.',
      items: visaList('Requisitos', [
        'El peticionario es ciudadano de EE. UU.',
        'Ambos son libres para casarse y se vieron en persona en los últimos dos años.',
        'La boda se celebra dentro de los 90 días siguientes a la llegada.',
        'Los hijos del prometido pueden venir con visa K-2 si son solteros y menores de 21 años.',
      ]),
    },
    en: {
      title: 'K-1 fiancé(e) visa',
      body: 'The K-1 visa lets the fiancé or fiancée of a US citizen enter the country to get married.\nThe couple must marry within 90 days of arrival; permanent residence is requested afterwards.',
      items: visaList('Requirements', [
        'The petitioner is a US citizen.',
        'Both are free to marry and have met in person within the last two years.',
        'The wedding takes place within 90 days of arrival.',
        'The fiancé(e)’s children can come on K-2 visas if they are unmarried and under 21.',
      ]),
    },
  },
  {
    key: 'contact.intro',
    image: 'banner-contact',
    es: {
      title: 'Contáctenos',
      body: 'Cuéntenos su caso y le llamaremos para una evaluación gratis y confidencial.',
    },
    en: {
      title: 'Contact us',
      body: 'Tell us about your case and we will call you for a free, confidential evaluation.',
    },
  },
  {
    key: 'contact.coverage',
    es: {
      title: 'Atendemos en todo el país',
      body: 'Llevamos casos de inmigración en los 50 estados: muchas gestiones se hacen por teléfono y videollamada, sin que tenga que viajar.',
    },
    en: {
      title: 'We serve the whole country',
      body: 'We handle immigration cases in all 50 states: much of the work is done by phone and video call, without you having to travel.',
    },
  },
  {
    key: 'legal.privacy',
    es: {
      title: 'Política de privacidad',
      body: 'Última actualización: 1 de enero de 2025.',
      items: [
        {
          title: 'Introducción',
          text: 'Rivera & Castillo Abogados respeta su privacidad. Esta política explica qué datos recogemos en este sitio, para qué los usamos y qué derechos tiene.',
        },
        {
          title: 'Recopilación de información',
          text: 'Recogemos los datos que usted nos da en los formularios (nombre, teléfono, correo electrónico y mensaje) y datos técnicos de la visita, como la dirección IP, el navegador y las páginas vistas.',
        },
        {
          title: 'Uso de la información',
          text: 'Usamos sus datos para evaluar su caso, llamarle, enviarle mensajes que aceptó recibir y mejorar el sitio. No vendemos sus datos.',
        },
        {
          title: 'Compartir información',
          text: 'Solo compartimos datos con proveedores que nos ayudan a prestar el servicio (correo, telefonía, alojamiento), obligados a protegerlos, o cuando la ley lo exige.',
        },
        {
          title: 'Transferencias de información',
          text: 'Sus datos se guardan en servidores de Estados Unidos. Si nos escribe desde otro país, acepta esa transferencia con las protecciones descritas aquí.',
        },
        {
          title: 'Derechos de protección de datos',
          text: 'Usted tiene derecho a:',
          list: [
            'Acceso: pedir una copia de sus datos.',
            'Rectificación: corregir datos inexactos o incompletos.',
            'Supresión: pedir que borremos sus datos.',
            'Restricción: limitar el uso que hacemos de sus datos.',
            'Oposición: oponerse a ciertos usos de sus datos.',
            'Portabilidad: recibir sus datos en un formato que pueda llevar a otro proveedor.',
            'Decisiones automatizadas: no ser objeto de decisiones basadas solo en tratamientos automatizados.',
          ],
        },
        {
          title: 'Protección de menores',
          text: 'Este sitio no está dirigido a menores de 13 años y no recogemos a sabiendas datos de menores de 13 años. Si cree que un menor nos envió datos, escríbanos y los borraremos.',
        },
      ],
    },
    en: {
      title: 'Privacy policy',
      body: 'Last updated: January 1, 2025.',
      items: [
        {
          title: 'Introduction',
          text: 'Rivera & Castillo Abogados respects your privacy. This policy explains what data we collect on this site, what we use it for and what rights you have.',
        },
        {
          title: 'Information Collection',
          text: 'We collect the data you give us in our forms (name, phone, e-mail and message) and technical data about your visit, such as IP address, browser and pages viewed.',
        },
        {
          title: 'Use of Information',
          text: 'We use your data to evaluate your case, call you, send you the messages you agreed to receive and improve the site. We do not sell your data.',
        },
        {
          title: 'Sharing of Information',
          text: 'We only share data with providers that help us deliver the service (e-mail, telephony, hosting), who must protect it, or when the law requires it.',
        },
        {
          title: 'Information Transfers',
          text: 'Your data is stored on servers in the United States. If you write to us from another country, you accept that transfer with the protections described here.',
        },
        {
          title: 'Data Protection Rights',
          text: 'You have the right to:',
          list: [
            'Access: ask for a copy of your data.',
            'Rectification: correct inaccurate or incomplete data.',
            'Erasure: ask us to delete your data.',
            'Restriction: limit how we use your data.',
            'Objection: object to certain uses of your data.',
            'Portability: receive your data in a format you can take to another provider.',
            'Automated decisions: not be subject to decisions based only on automated processing.',
          ],
        },
        {
          title: 'Child Protection',
          text: 'This site is not directed at children under 13 and we do not knowingly collect data from children under age 13. If you believe a child sent us data, write to us and we will delete it.',
        },
      ],
    },
  },
  {
    key: 'legal.terms',
    es: {
      title: 'Términos y condiciones',
      body: 'Al usar este sitio acepta estos términos.',
      items: [
        {
          title: 'Sin asesoría legal',
          text: 'La información de este sitio es general y no constituye asesoría legal. La precalificación no significa la aprobación de su caso.',
        },
        {
          title: 'Sin relación abogado-cliente',
          text: 'Enviar un formulario o llamarnos no crea una relación abogado-cliente hasta que ambas partes firmen un contrato.',
        },
        {
          title: 'Mensajes de texto',
          text: 'Al enviar un formulario autoriza a la firma a enviarle mensajes de texto. Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Responda STOP para cancelar.',
        },
        {
          title: 'Propiedad intelectual',
          text: 'Los textos, imágenes y logotipos de este sitio pertenecen a la firma y no pueden copiarse sin permiso.',
        },
      ],
    },
    en: {
      title: 'Terms and conditions',
      body: 'By using this site you accept these terms.',
      items: [
        {
          title: 'No legal advice',
          text: 'The information on this site is general and is not legal advice. Pre-qualification does not mean approval of your case.',
        },
        {
          title: 'No attorney-client relationship',
          text: 'Sending a form or calling us does not create an attorney-client relationship until both parties sign an agreement.',
        },
        {
          title: 'Text messages',
          text: 'By sending a form you authorize the firm to send you text messages. Message and data rates may apply. Message frequency varies. Reply STOP to opt out.',
        },
        {
          title: 'Intellectual property',
          text: 'The texts, images and logos on this site belong to the firm and may not be copied without permission.',
        },
      ],
    },
  },
  {
    key: 'legal.smsSubscription',
    es: {
      title: 'Suscripción a mensajes SMS',
      body: 'Reciba por mensaje de texto recordatorios de citas y novedades de su caso.',
      items: [
        {
          title: 'Consentimiento',
          text: 'Al suscribirse, la firma puede enviarle mensajes de texto. Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Responda STOP para cancelar en cualquier momento y HELP para recibir ayuda.',
        },
        {
          title: 'Cómo suscribirse',
          text: 'Marque la casilla de consentimiento en cualquiera de nuestros formularios o pídalo a su agente por teléfono.',
        },
      ],
    },
    en: {
      title: 'SMS subscription',
      body: 'Get appointment reminders and updates on your case by text message.',
      items: [
        {
          title: 'Consent',
          text: 'By subscribing, the firm may send you text messages. Message and data rates may apply. Message frequency varies. Reply STOP to opt out at any time and HELP for help.',
        },
        {
          title: 'How to subscribe',
          text: 'Tick the consent box on any of our forms or ask your agent by phone.',
        },
      ],
    },
  },
  {
    key: 'legal.smsUnsubscribe',
    es: {
      title: 'Cancelar mensajes SMS',
      body: 'Puede dejar de recibir nuestros mensajes de texto cuando quiera.',
      items: [
        {
          title: 'Cómo cancelar',
          text: 'Responda STOP a cualquiera de nuestros mensajes. Recibirá una última confirmación y no le enviaremos más mensajes.',
        },
        {
          title: 'Tarifas',
          text: 'Pueden aplicarse tarifas de mensajes y datos. La frecuencia de los mensajes varía. Para volver a suscribirse, responda START.',
        },
      ],
    },
    en: {
      title: 'SMS unsubscribe',
      body: 'You can stop receiving our text messages whenever you want.',
      items: [
        {
          title: 'How to opt out',
          text: 'Reply STOP to any of our messages. You will get one last confirmation and we will send you no more messages.',
        },
        {
          title: 'Rates',
          text: 'Message and data rates may apply. Message frequency varies. To subscribe again, reply START.',
        },
      ],
    },
  },
  {
    key: 'thankYou.general',
    es: {
      title: '¡Gracias! Recibimos su información',
      body: 'Un miembro de nuestro equipo le llamará pronto desde un número nacional para ofrecerle una evaluación gratis y confidencial de su caso y responder a sus preguntas.',
    },
    en: {
      title: 'Thank you! We received your information',
      body: 'A member of our team will call you soon from a national number to offer you a free, confidential evaluation of your case and answer your questions.',
    },
  },
  {
    key: 'thankYou.referrals',
    es: {
      title: '¡Gracias por sus referidos!',
      body: 'Recibimos sus datos. Un miembro de nuestro equipo llamará a cada persona desde un número nacional para ofrecerle una evaluación gratis y confidencial y responder a sus preguntas.',
    },
    en: {
      title: 'Thank you for your referrals!',
      body: 'We received your submission. A member of our team will call each person from a national number to offer a free, confidential evaluation and answer their questions.',
    },
  },
  {
    key: 'founder.page',
    image: 'founder-video',
    videoUrl: founderVideo,
    es: {
      title: 'Elena Rivera',
      body: 'Abogada de inmigración, hija de inmigrantes y fundadora de Rivera & Castillo Abogados. Cada semana responde en vivo a las preguntas de la comunidad.',
    },
    en: {
      title: 'Elena Rivera',
      body: 'Immigration attorney, daughter of immigrants and founder of Rivera & Castillo Abogados. Every week she answers the community’s questions live.',
    },
  },
]
