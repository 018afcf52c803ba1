import { daniel, elena, type SamplePost } from './sample-posts'

/** The other sample articles, after those of sample-posts.ts. */
export const morePosts: SamplePost[] = [
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
