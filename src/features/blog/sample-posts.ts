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

export const elena = { name: 'Elena Rivera', attorneySlug: 'elena-rivera' }
export const daniel = { name: 'Daniel Castillo', attorneySlug: 'daniel-castillo' }

/** The first four sample articles; sample-posts-more.ts has the rest. */
export const firstPosts: SamplePost[] = [
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
]
