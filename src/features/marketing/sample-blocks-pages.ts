import type { SampleBlock, SampleItem } from './sample-blocks'

const visaList = (title: string, list: string[]): SampleItem[] => [{ title, list }]

/** Sample blocks of the service, team, about, humanitarian, and visa pages. */
export const pageBlocks: SampleBlock[] = [
  {
    key: 'personalInjury.banner',
    image: 'banner-personal-injury',
    es: {
      title: 'Abogado de lesiones personales',
      body: 'Si usted se lesionó en un accidente por culpa de otra persona o de una empresa, tiene derecho a reclamar. Le ayudamos a obtener una compensación justa, hable inglés o no y sea cual sea su estatus migratorio.',
    },
    en: {
      title: 'Personal injury lawyer',
      body: 'If you were injured in an accident through the fault of another person or a company, you have the right to claim. We help you get fair compensation, whether or not you speak English and whatever your immigration status.',
    },
  },
  {
    key: 'personalInjury.cases',
    es: {
      title: 'Casos que atendemos',
      items: [
        {
          title: 'Accidentes de auto',
          text: 'Choques, atropellos y accidentes con conductores sin seguro.',
        },
        {
          title: 'Accidentes de camión',
          text: 'Choques con camiones de carga, donde responden el conductor y la empresa.',
        },
        {
          title: 'Accidentes de trabajo',
          text: 'Caídas en obras, lesiones con maquinaria y accidentes en el campo.',
        },
        {
          title: 'Caídas en propiedades',
          text: 'Pisos mojados, escaleras rotas o falta de luz en tiendas y edificios.',
        },
      ],
    },
    en: {
      title: 'Cases we handle',
      items: [
        {
          title: 'Car accidents',
          text: 'Crashes, pedestrians hit by a car and accidents with uninsured drivers.',
        },
        {
          title: 'Truck accidents',
          text: 'Crashes with freight trucks, where both the driver and the company answer.',
        },
        {
          title: 'Workplace accidents',
          text: 'Falls on building sites, injuries with machinery and accidents in the fields.',
        },
        {
          title: 'Slip and fall',
          text: 'Wet floors, broken stairs or poor lighting in stores and buildings.',
        },
      ],
    },
  },
  {
    key: 'personalInjury.steps',
    es: {
      title: 'Qué hacer después de un accidente',
      items: [
        {
          title: 'Atienda su salud',
          text: 'Vaya al médico aunque se sienta bien y guarde cada informe y factura.',
        },
        {
          title: 'Guarde las pruebas',
          text: 'Fotos del lugar y de sus lesiones, nombres de testigos y el número del reporte de policía.',
        },
        {
          title: 'Hable con nosotros antes de firmar',
          text: 'No acepte la primera oferta del seguro. Le evaluamos el caso gratis y le decimos cuánto puede valer.',
        },
      ],
    },
    en: {
      title: 'What to do after an accident',
      items: [
        {
          title: 'Take care of your health',
          text: 'See a doctor even if you feel fine, and keep every report and bill.',
        },
        {
          title: 'Keep the evidence',
          text: 'Photos of the scene and of your injuries, witnesses’ names and the police report number.',
        },
        {
          title: 'Talk to us before you sign',
          text: 'Do not accept the insurer’s first offer. We evaluate your case for free and tell you what it may be worth.',
        },
      ],
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
]
