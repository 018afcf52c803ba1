/** Sample attorney profiles and their clients' testimonials (fictional people). */
export const sampleAttorneys = [
  {
    name: 'Elena Rivera',
    slug: 'elena-rivera',
    founder: true,
    order: 0,
    email: 'elena.rivera@riveracastillo.example',
    phone: '(202) 555-0143',
    social: {
      facebook: 'https://www.facebook.com/elenarivera.example',
      instagram: 'https://www.instagram.com/elenarivera.example',
      linkedin: 'https://www.linkedin.com/in/elenarivera-example',
    },
    barAdmissions: [
      { year: 2009, es: 'Distrito de Columbia', en: 'District of Columbia' },
      { year: 2011, es: 'Texas', en: 'Texas' },
      {
        year: 2014,
        es: 'Tribunal de Apelaciones de EE. UU. para el Quinto Circuito',
        en: 'U.S. Court of Appeals for the Fifth Circuit',
      },
    ],
    es: {
      role: 'Abogada fundadora',
      profile:
        'Elena Rivera fundó la firma en 2010 y dirige el área de inmigración. Es especialista en visas humanitarias y peticiones familiares.',
      languages: 'Español\nInglés',
      practiceAreas:
        'Inmigración familiar\nVisas humanitarias (VAWA, T y U)\nVisa K-1\nDefensa de deportación',
      associations:
        'Asociación Americana de Abogados de Inmigración (AILA)\nColegio de Abogados del Distrito de Columbia',
      biography:
        'Hija de inmigrantes mexicanos, Elena creció en El Paso, Texas. Estudió Derecho en Washington D. C. y trabajó en una organización sin fines de lucro que defendía a víctimas de violencia doméstica.\nEn más de 15 años ha acompañado a miles de familias. Cada semana responde en vivo a las preguntas de la comunidad.',
    },
    en: {
      role: 'Founding attorney',
      profile:
        'Elena Rivera founded the firm in 2010 and leads its immigration practice. She specializes in humanitarian visas and family petitions.',
      languages: 'Spanish\nEnglish',
      practiceAreas:
        'Family immigration\nHumanitarian visas (VAWA, T and U)\nK-1 visa\nDeportation defense',
      associations: 'American Immigration Lawyers Association (AILA)\nDistrict of Columbia Bar',
      biography:
        'The daughter of Mexican immigrants, Elena grew up in El Paso, Texas. She studied law in Washington, DC and worked at a non-profit that defended victims of domestic violence.\nIn more than 15 years she has stood by thousands of families. Every week she answers the community’s questions live.',
    },
  },
  {
    name: 'Daniel Castillo',
    slug: 'daniel-castillo',
    founder: false,
    order: 1,
    email: 'daniel.castillo@riveracastillo.example',
    phone: '(915) 555-0157',
    social: { linkedin: 'https://www.linkedin.com/in/danielcastillo-example' },
    barAdmissions: [
      { year: 2012, es: 'Texas', en: 'Texas' },
      {
        year: 2013,
        es: 'Tribunal Federal de Distrito, Distrito Oeste de Texas',
        en: 'U.S. District Court, Western District of Texas',
      },
    ],
    es: {
      role: 'Abogado consultor, lesiones personales',
      profile:
        'Daniel Castillo asesora a la firma en casos de lesiones personales: accidentes de tránsito, de trabajo y de camiones.',
      languages: 'Español\nInglés\nPortugués',
      practiceAreas: 'Lesiones personales\nAccidentes de camiones\nAccidentes laborales',
      associations: 'Colegio de Abogados de Texas\nAsociación de Abogados Litigantes de Texas',
      biography:
        'Daniel ejerce en Texas desde 2012. Antes de unirse a la firma representó a conductores y trabajadores de la construcción lesionados.\nCree que nadie debe renunciar a una compensación justa por no hablar inglés o por su estatus migratorio.',
    },
    en: {
      role: 'Consulting attorney, personal injury',
      profile:
        'Daniel Castillo advises the firm on personal injury cases: car, workplace and truck accidents.',
      languages: 'Spanish\nEnglish\nPortuguese',
      practiceAreas: 'Personal injury\nTruck accidents\nWorkplace accidents',
      associations: 'State Bar of Texas\nTexas Trial Lawyers Association',
      biography:
        'Daniel has practiced in Texas since 2012. Before joining the firm he represented injured drivers and construction workers.\nHe believes no one should give up fair compensation because they do not speak English or because of their immigration status.',
    },
  },
]

export const sampleAttorneyTestimonials = [
  {
    clientName: 'María G.',
    es: 'El equipo de la firma me ayudó con mi caso VAWA cuando pensaba que no tenía salida. Me explicaron cada paso en español, me llamaban para contarme cada avance y nunca me sentí juzgada. Hoy tengo mi permiso de trabajo y mis hijos están tranquilos. No tengo palabras para agradecerles todo lo que hicieron por nuestra familia durante estos dos años.',
    en: 'The firm’s team helped me with my VAWA case when I thought there was no way out. They explained every step in Spanish, called me with every update and I never felt judged. Today I have my work permit and my children are at peace. I have no words to thank them for everything they did for our family over these two years.',
  },
  {
    clientName: 'José L.',
    es: 'Me ayudaron a arreglar mis papeles a través de mi esposa. Fueron claros desde el primer día y siempre supe en qué etapa estaba mi caso.',
    en: 'They helped me fix my papers through my wife. They were clear from the very first day and I always knew where my case stood.',
  },
  {
    clientName: 'Ana P.',
    es: 'Gracias a la firma mi prometido llegó con la visa K-1 y nos casamos a las pocas semanas. Todo el proceso fue ordenado y sin sorpresas.',
    en: 'Thanks to the firm my fiancé arrived on a K-1 visa and we married a few weeks later. The whole process was organized and without surprises.',
  },
  {
    clientName: 'Carlos R.',
    es: 'Me atendieron por videollamada desde otro estado. Nunca tuve que viajar y mi petición familiar fue aprobada.',
    en: 'They helped me by video call from another state. I never had to travel and my family petition was approved.',
  },
  {
    clientName: 'Lucía M.',
    es: 'Tenía miedo de denunciar, pero me explicaron la visa U y me acompañaron en todo. Hoy trabajo legalmente.',
    en: 'I was afraid to report the crime, but they explained the U visa and stood by me the whole way. Today I work legally.',
  },
  {
    clientName: 'Roberto S.',
    es: 'Profesionales y humanos. Respondieron todas mis preguntas en la primera llamada, que además fue gratis.',
    en: 'Professional and caring. They answered all my questions in the first call, which was also free.',
  },
]
