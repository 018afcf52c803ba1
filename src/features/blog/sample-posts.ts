/** Sample articles of the fictional firm, written in both languages. */
type Text = { es: string; en: string }
export type SampleSection = { id: string; title: Text; paragraphs: { es: string[]; en: string[] } }
export type SamplePost = {
  slug: Text
  title: Text
  category: 'inmigracion' | 'visas-humanitarias' | 'noticias'
  date: string
  featured?: boolean
  author: { name: string; attorneySlug: string }
  intro: Text
  sections: SampleSection[]
  /** Gallery images (generated), with their alt texts. */
  gallery?: Text[]
  colors: [string, string]
}

const elena = { name: 'Elena Rivera', attorneySlug: 'elena-rivera' }
const daniel = { name: 'Daniel Castillo', attorneySlug: 'daniel-castillo' }

export const samplePosts: SamplePost[] = [
  {
    slug: { es: 'visa-vawa-guia-para-victimas', en: 'vawa-visa-guide-for-victims' },
    title: {
      es: 'Visa VAWA: guía para víctimas de violencia doméstica',
      en: 'VAWA visa: a guide for victims of domestic violence',
    },
    category: 'visas-humanitarias',
    date: '2026-03-05T12:00:00.000Z',
    featured: true,
    author: elena,
    colors: ['#5b2148', '#a3386c'],
    intro: {
      es: 'La Ley de Violencia contra la Mujer (VAWA) permite a quien sufrió abuso de un cónyuge, padre o hijo ciudadano o residente pedir su residencia sin depender del agresor.',
      en: 'The Violence Against Women Act (VAWA) lets a person abused by a US citizen or resident spouse, parent or child apply for a green card without depending on the abuser.',
    },
    sections: [
      {
        id: 'quien-califica',
        title: { es: '¿Quién califica?', en: 'Who qualifies?' },
        paragraphs: {
          es: [
            'Pueden solicitar hombres y mujeres casados con un ciudadano o residente permanente que los maltrató, así como padres maltratados por un hijo ciudadano mayor de 21 años.',
            'Si ya se divorció, todavía puede presentar su caso dentro de los dos años siguientes al divorcio, siempre que el divorcio esté relacionado con el abuso.',
          ],
          en: [
            'Men and women married to an abusive US citizen or permanent resident can apply, as can parents abused by a US citizen son or daughter over 21.',
            'If you are already divorced, you can still file within two years of the divorce, as long as the divorce is connected to the abuse.',
          ],
        },
      },
      {
        id: 'pruebas',
        title: { es: 'Pruebas que ayudan', en: 'Evidence that helps' },
        paragraphs: {
          es: [
            'El abuso no tiene que ser físico: también cuentan las amenazas, el control del dinero o de los documentos y el aislamiento.',
            'Reportes policiales, mensajes, cartas de consejeros y declaraciones de testigos fortalecen la solicitud. Guárdelos en un lugar seguro.',
          ],
          en: [
            'Abuse does not have to be physical: threats, control of money or documents and isolation count too.',
            'Police reports, messages, letters from counsellors and witness statements strengthen the petition. Keep them somewhere safe.',
          ],
        },
      },
      {
        id: 'confidencialidad',
        title: { es: 'Su caso es confidencial', en: 'Your case is confidential' },
        paragraphs: {
          es: [
            'El agresor no recibe aviso de su solicitud. Inmigración protege la información de quien pide VAWA.',
          ],
          en: [
            'The abuser is not told about your petition. Immigration protects the information of VAWA applicants.',
          ],
        },
      },
    ],
  },
  {
    slug: { es: 'visa-u-victimas-de-crimenes', en: 'u-visa-crime-victims' },
    title: {
      es: 'Visa U: protección para víctimas de crímenes que ayudaron a la policía',
      en: 'U visa: protection for crime victims who helped the police',
    },
    category: 'visas-humanitarias',
    date: '2026-02-18T12:00:00.000Z',
    featured: true,
    author: elena,
    colors: ['#0f4c5c', '#1b7a8c'],
    gallery: [
      {
        es: 'Abogada revisando un certificado de cooperación con la policía',
        en: 'Attorney reviewing a police cooperation certificate',
      },
      {
        es: 'Familia reunida tras recibir la aprobación de su visa U',
        en: 'Family together after their U visa approval',
      },
      {
        es: 'Documentos organizados para una solicitud de visa U',
        en: 'Documents organized for a U visa petition',
      },
    ],
    intro: {
      es: 'Si fue víctima de un delito en Estados Unidos y colaboró con las autoridades, la visa U puede darle permiso de trabajo y, con el tiempo, la residencia.',
      en: 'If you were the victim of a crime in the United States and cooperated with the authorities, the U visa can give you a work permit and, in time, a green card.',
    },
    sections: [
      {
        id: 'delitos',
        title: { es: 'Delitos que cuentan', en: 'Crimes that count' },
        paragraphs: {
          es: [
            'Entre otros: violencia doméstica, agresión sexual, secuestro, extorsión, chantaje y fraude laboral grave.',
          ],
          en: [
            'Among others: domestic violence, sexual assault, kidnapping, extortion, blackmail and serious labour fraud.',
          ],
        },
      },
      {
        id: 'certificacion',
        title: { es: 'La certificación de la policía', en: 'The police certification' },
        paragraphs: {
          es: [
            'La agencia que investigó el delito firma el formulario I-918 Suplemento B. Nuestro equipo le ayuda a pedirlo aunque el caso tenga años.',
          ],
          en: [
            'The agency that investigated the crime signs Form I-918 Supplement B. Our team helps you request it even if the case is years old.',
          ],
        },
      },
      {
        id: 'familia',
        title: { es: 'Su familia también', en: 'Your family too' },
        paragraphs: {
          es: [
            'El cónyuge y los hijos solteros menores de 21 años pueden incluirse como derivados en la misma solicitud.',
          ],
          en: [
            'Your spouse and unmarried children under 21 can be included as derivatives in the same petition.',
          ],
        },
      },
    ],
  },
  {
    slug: { es: 'visa-t-victimas-de-trata', en: 't-visa-trafficking-victims' },
    title: {
      es: 'Visa T: el camino legal para sobrevivientes de trata',
      en: 'T visa: the legal path for trafficking survivors',
    },
    category: 'visas-humanitarias',
    date: '2026-01-27T12:00:00.000Z',
    author: daniel,
    colors: ['#3b2f63', '#5e4b9c'],
    intro: {
      es: 'Quien fue traído o retenido con engaños para trabajar o por explotación sexual puede pedir la visa T y quedarse legalmente en el país.',
      en: 'Anyone brought or held through deception for labour or sexual exploitation can apply for a T visa and stay in the country legally.',
    },
    sections: [
      {
        id: 'senales',
        title: { es: 'Señales de trata', en: 'Signs of trafficking' },
        paragraphs: {
          es: [
            'Deudas que nunca terminan de pagarse, pasaportes retenidos por el patrón, amenazas contra la familia y jornadas sin paga.',
          ],
          en: [
            'Debts that never get paid off, passports held by the employer, threats against the family and unpaid shifts.',
          ],
        },
      },
      {
        id: 'beneficios',
        title: { es: 'Beneficios de la visa T', en: 'Benefits of the T visa' },
        paragraphs: {
          es: [
            'Permiso de trabajo, acceso a ayudas públicas y la posibilidad de pedir la residencia después de tres años.',
          ],
          en: [
            'A work permit, access to public benefits and the chance to apply for a green card after three years.',
          ],
        },
      },
    ],
  },
  {
    slug: { es: 'visa-k1-prometidos', en: 'k1-fiance-visa' },
    title: {
      es: 'Visa K-1: cómo traer a su prometido a Estados Unidos',
      en: 'K-1 visa: how to bring your fiancé(e) to the United States',
    },
    category: 'inmigracion',
    date: '2026-02-02T12:00:00.000Z',
    featured: true,
    author: elena,
    colors: ['#7a2e1f', '#c0573b'],
    intro: {
      es: 'Los ciudadanos estadounidenses pueden pedir a su pareja extranjera con la visa K-1, siempre que se casen en los 90 días siguientes a su llegada.',
      en: 'US citizens can petition for their foreign partner with a K-1 visa, as long as they marry within 90 days of arrival.',
    },
    sections: [
      {
        id: 'requisitos',
        title: { es: 'Requisitos', en: 'Requirements' },
        paragraphs: {
          es: [
            'Ambos deben estar libres para casarse y haberse conocido en persona en los dos años anteriores a la petición.',
          ],
          en: [
            'Both must be free to marry and must have met in person within the two years before the petition.',
          ],
        },
      },
      {
        id: 'hijos',
        title: { es: 'Hijos del prometido', en: "The fiancé(e)'s children" },
        paragraphs: {
          es: [
            'Los hijos solteros menores de 21 años pueden viajar con la visa K-2 junto a su padre o madre.',
          ],
          en: ['Unmarried children under 21 can travel on a K-2 visa with their parent.'],
        },
      },
      {
        id: 'despues-de-la-boda',
        title: { es: 'Después de la boda', en: 'After the wedding' },
        paragraphs: {
          es: [
            'Con el matrimonio celebrado a tiempo, se pide el ajuste de estatus para obtener la residencia permanente.',
          ],
          en: [
            'Once married in time, you apply for adjustment of status to obtain permanent residence.',
          ],
        },
      },
    ],
  },
  {
    slug: { es: 'peticion-familiar-i-130', en: 'family-petition-i-130' },
    title: {
      es: 'Petición familiar I-130: a quién puede pedir y cuánto se tarda',
      en: 'Family petition I-130: whom you can sponsor and how long it takes',
    },
    category: 'inmigracion',
    date: '2026-01-12T12:00:00.000Z',
    author: elena,
    colors: ['#14532d', '#1f7a45'],
    intro: {
      es: 'Ciudadanos y residentes pueden pedir a ciertos familiares. El tiempo de espera depende del parentesco y del país de nacimiento.',
      en: 'Citizens and residents can sponsor certain relatives. The wait depends on the relationship and the country of birth.',
    },
    sections: [
      {
        id: 'familiares',
        title: { es: 'Familiares que puede pedir', en: 'Relatives you can sponsor' },
        paragraphs: {
          es: [
            'Un ciudadano puede pedir a su cónyuge, hijos, padres (si el ciudadano es mayor de 21 años) y hermanos. Un residente, a su cónyuge e hijos solteros.',
          ],
          en: [
            'A citizen can sponsor a spouse, children, parents (if the citizen is over 21) and siblings. A resident can sponsor a spouse and unmarried children.',
          ],
        },
      },
      {
        id: 'boletin-de-visas',
        title: { es: 'El boletín de visas', en: 'The visa bulletin' },
        paragraphs: {
          es: [
            'Cada mes el Departamento de Estado publica qué fechas de prioridad avanzan. Le explicamos cómo leerlo para su caso.',
          ],
          en: [
            'Every month the State Department publishes which priority dates move forward. We explain how to read it for your case.',
          ],
        },
      },
    ],
  },
  {
    slug: { es: 'como-prepararse-para-la-entrevista', en: 'how-to-prepare-for-your-interview' },
    title: {
      es: 'Cómo prepararse para la entrevista de inmigración',
      en: 'How to prepare for your immigration interview',
    },
    category: 'inmigracion',
    date: '2025-12-09T12:00:00.000Z',
    author: daniel,
    colors: ['#1e3a5f', '#2f5f8f'],
    intro: {
      es: 'La entrevista es el momento en que el oficial confirma lo que usted presentó por escrito. Prepararse bien reduce los nervios y los errores.',
      en: 'The interview is when the officer confirms what you filed in writing. Good preparation reduces nerves and mistakes.',
    },
    sections: [
      {
        id: 'documentos',
        title: { es: 'Documentos originales', en: 'Original documents' },
        paragraphs: {
          es: [
            'Lleve pasaporte, cita, actas y copias de todo lo que envió. Ordénelos en una carpeta en el mismo orden de su solicitud.',
          ],
          en: [
            'Bring your passport, appointment notice, certificates and copies of everything you filed, in a folder in the same order as your application.',
          ],
        },
      },
      {
        id: 'preguntas',
        title: { es: 'Preguntas frecuentes', en: 'Common questions' },
        paragraphs: {
          es: [
            'Responda con la verdad y con calma. Si no entiende una pregunta, pida que se la repitan: es su derecho.',
          ],
          en: [
            'Answer truthfully and calmly. If you do not understand a question, ask for it to be repeated: that is your right.',
          ],
        },
      },
    ],
  },
  {
    slug: { es: 'nueva-oficina-en-el-paso', en: 'new-office-in-el-paso' },
    title: {
      es: 'Abrimos nuestra oficina en El Paso, Texas',
      en: 'We opened our office in El Paso, Texas',
    },
    category: 'noticias',
    date: '2025-11-20T12:00:00.000Z',
    author: elena,
    colors: ['#8a5a00', '#c48a1a'],
    intro: {
      es: 'Para estar más cerca de las familias de la frontera, ahora atendemos también en El Paso, además de nuestra oficina de Washington D. C.',
      en: 'To be closer to families on the border, we now also see clients in El Paso, in addition to our Washington, DC office.',
    },
    sections: [
      {
        id: 'horarios',
        title: { es: 'Horarios de atención', en: 'Opening hours' },
        paragraphs: {
          es: [
            'De lunes a viernes de 9:00 a 18:00 y sábados con cita previa. La primera llamada sigue siendo gratuita.',
          ],
          en: [
            'Monday to Friday from 9:00 to 18:00 and Saturdays by appointment. The first call is still free.',
          ],
        },
      },
      {
        id: 'todo-el-pais',
        title: { es: 'Casos en todo el país', en: 'Cases nationwide' },
        paragraphs: {
          es: [
            'Seguimos llevando casos en cualquier estado: muchas gestiones se hacen por teléfono y videollamada.',
          ],
          en: [
            'We still take cases in any state: much of the work is done by phone and video call.',
          ],
        },
      },
    ],
  },
  {
    slug: { es: 'cuidado-con-los-notarios-falsos', en: 'beware-of-fake-notaries' },
    title: {
      es: 'Cuidado con los notarios falsos: cómo evitar fraudes de inmigración',
      en: 'Beware of fake notaries: how to avoid immigration fraud',
    },
    category: 'noticias',
    date: '2025-10-30T12:00:00.000Z',
    author: daniel,
    colors: ['#4a1d1d', '#8c3232'],
    intro: {
      es: 'En muchos países un notario es abogado; en Estados Unidos no. Personas sin licencia cobran por trámites que terminan en deportaciones.',
      en: 'In many countries a notary is a lawyer; in the United States it is not. Unlicensed people charge for filings that end in deportations.',
    },
    sections: [
      {
        id: 'como-reconocerlos',
        title: { es: 'Cómo reconocerlos', en: 'How to spot them' },
        paragraphs: {
          es: [
            'Prometen resultados garantizados, piden pagos en efectivo sin recibo y se quedan con sus documentos originales.',
          ],
          en: [
            'They promise guaranteed results, ask for cash without a receipt and keep your original documents.',
          ],
        },
      },
      {
        id: 'verifique',
        title: { es: 'Verifique a su abogado', en: 'Check your attorney' },
        paragraphs: {
          es: [
            'Todo abogado tiene un número de licencia que puede consultar en el colegio de abogados de su estado.',
          ],
          en: [
            'Every attorney has a licence number you can look up with the bar association of their state.',
          ],
        },
      },
    ],
  },
]
