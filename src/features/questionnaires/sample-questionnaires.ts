import type { QuestionKind } from './kinds'
import type { Matter } from './matters'

type Both = { es: string; en: string }
export type SampleQuestion = {
  key: string
  kind: QuestionKind
  label: Both
  required?: boolean
  help?: Both
  options?: { value: string; label: Both }[]
  sensitiveNote?: Both
}
export type SampleQuestionnaire = {
  matter: Matter
  title: Both
  intro: Both
  steps: { title: Both; questions: SampleQuestion[] }[]
}

const b = (es: string, en: string): Both => ({ es, en })
const q = (key: string, kind: QuestionKind, label: Both, extra: Partial<SampleQuestion> = {}) => ({
  key,
  kind,
  label,
  ...extra,
})
const option = (value: string, es: string, en: string) => ({ value, label: b(es, en) })

const criminalNote = b(
  'Algunos antecedentes cambian qué trámite le conviene. Lo preguntamos para aconsejarle bien, no para juzgarle. Sus respuestas son confidenciales y están protegidas por el secreto profesional entre abogado y cliente.',
  'Some records change which path is right for you. We ask to advise you well, not to judge you. Your answers are confidential and protected by attorney-client privilege.',
)
const removalNote = b(
  'Una deportación o salida anterior puede requerir un perdón o cambiar los plazos. Saberlo antes evita sorpresas. Sus respuestas son confidenciales.',
  'A prior removal or departure may call for a waiver or change the timelines. Knowing it early avoids surprises. Your answers are confidential.',
)

/** The person and where they are: the first step of every immigration questionnaire. */
const aboutYou = {
  title: b('Sobre usted', 'About you'),
  questions: [
    q('birth-date', 'date', b('Fecha de nacimiento', 'Date of birth'), { required: true }),
    q('birth-country', 'country', b('País de nacimiento', 'Country of birth'), { required: true }),
    q('us-state', 'text', b('¿En qué estado de EE. UU. vive?', 'Which US state do you live in?'), {
      help: b(
        'Si vive fuera de EE. UU., escriba el país.',
        'If you live outside the US, write the country.',
      ),
    }),
  ],
}

const history = {
  title: b('Su historial', 'Your history'),
  questions: [
    q(
      'prior-removal',
      'yesno',
      b(
        '¿Alguna vez lo deportaron o le ordenaron salir de EE. UU.?',
        'Have you ever been deported or ordered to leave the US?',
      ),
      {
        required: true,
        sensitiveNote: removalNote,
      },
    ),
    q(
      'criminal-history',
      'yesno',
      b(
        '¿Alguna vez lo arrestaron o lo acusaron de un delito, en cualquier país?',
        'Have you ever been arrested or charged with a crime, in any country?',
      ),
      {
        required: true,
        sensitiveNote: criminalNote,
      },
    ),
    q(
      'history-details',
      'textarea',
      b(
        'Si contestó sí, cuéntenos qué pasó y cuándo',
        'If you answered yes, tell us what happened and when',
      ),
    ),
  ],
}

export const sampleQuestionnaires: SampleQuestionnaire[] = [
  {
    matter: 'immigration',
    title: b('Cuestionario de inmigración', 'Immigration questionnaire'),
    intro: b(
      'Unas preguntas para que el abogado llegue a su llamada conociendo su caso. Toma unos 5 minutos.',
      'A few questions so the attorney comes to your call knowing your case. It takes about 5 minutes.',
    ),
    steps: [
      aboutYou,
      {
        title: b('Su situación migratoria', 'Your immigration status'),
        questions: [
          q(
            'entry',
            'choice',
            b('¿Cómo entró a EE. UU. la última vez?', 'How did you last enter the US?'),
            {
              required: true,
              options: [
                option('visa', 'Con visa', 'With a visa'),
                option('parole', 'Con parole', 'With parole'),
                option('without-inspection', 'Sin inspección', 'Without inspection'),
                option('never', 'Nunca he estado en EE. UU.', 'I have never been in the US'),
              ],
            },
          ),
          q(
            'entry-date',
            'date',
            b('Fecha aproximada de esa entrada', 'Approximate date of that entry'),
          ),
          q(
            'relatives',
            'multi',
            b(
              '¿Tiene familiares ciudadanos o residentes?',
              'Do you have relatives who are citizens or residents?',
            ),
            {
              options: [
                option('spouse', 'Cónyuge', 'Spouse'),
                option('child-21', 'Hijo o hija mayor de 21 años', 'Son or daughter over 21'),
                option('parent', 'Padre o madre', 'Parent'),
                option('sibling', 'Hermano o hermana', 'Brother or sister'),
              ],
            },
          ),
          q(
            'applications',
            'number',
            b(
              '¿Cuántos trámites de inmigración ha presentado antes?',
              'How many immigration applications have you filed before?',
            ),
          ),
        ],
      },
      history,
      {
        title: b('Sus documentos y su pregunta', 'Your documents and your question'),
        questions: [
          q(
            'id-document',
            'document',
            b('Pasaporte o documento de identidad', 'Passport or ID document'),
            {
              help: b(
                'Opcional: una foto clara de la página con su foto.',
                'Optional: a clear photo of the page with your photo.',
              ),
            },
          ),
          q(
            'main-question',
            'textarea',
            b('¿Qué quiere preguntarle al abogado?', 'What would you like to ask the attorney?'),
            { required: true },
          ),
        ],
      },
    ],
  },
  {
    matter: 'vawa',
    title: b('Cuestionario VAWA y visas humanitarias', 'VAWA and humanitarian visa questionnaire'),
    intro: b(
      'Estas preguntas son sobre lo que vivió. Conteste lo que pueda; en la llamada hablamos del resto con calma. Todo es confidencial.',
      'These questions are about what you went through. Answer what you can; we will talk about the rest calmly on the call. Everything is confidential.',
    ),
    steps: [
      aboutYou,
      {
        title: b('La persona que le hizo daño', 'The person who harmed you'),
        questions: [
          q(
            'abuser-relation',
            'choice',
            b(
              '¿Qué relación tiene o tenía con esa persona?',
              'What is or was your relationship with that person?',
            ),
            {
              required: true,
              options: [
                option('spouse', 'Cónyuge o excónyuge', 'Spouse or former spouse'),
                option('parent', 'Padre o madre', 'Parent'),
                option('adult-child', 'Hijo o hija mayor de 21', 'Son or daughter over 21'),
                option('other', 'Otra', 'Other'),
              ],
            },
          ),
          q('abuser-status', 'choice', b('Esa persona es…', 'That person is…'), {
            required: true,
            options: [
              option('citizen', 'Ciudadana de EE. UU.', 'A US citizen'),
              option('resident', 'Residente permanente', 'A permanent resident'),
              option('unknown', 'No lo sé', 'I do not know'),
            ],
          }),
          q('lived-together', 'yesno', b('¿Vivieron juntos?', 'Did you live together?'), {
            required: true,
          }),
          q(
            'police-report',
            'yesno',
            b(
              '¿Hay un reporte de policía u orden de protección?',
              'Is there a police report or protection order?',
            ),
          ),
          q(
            'evidence',
            'document',
            b(
              'Reportes, órdenes o mensajes que quiera enviarnos',
              'Reports, orders or messages you want to send us',
            ),
          ),
        ],
      },
      history,
    ],
  },
  {
    matter: 'personal-injury',
    title: b('Cuestionario de lesiones personales', 'Personal injury questionnaire'),
    intro: b(
      'Cuéntenos del accidente para que el abogado revise su caso antes de la llamada.',
      'Tell us about the accident so the attorney can review your case before the call.',
    ),
    steps: [
      {
        title: b('El accidente', 'The accident'),
        questions: [
          q('accident-date', 'date', b('Fecha del accidente', 'Date of the accident'), {
            required: true,
          }),
          q(
            'accident-kind',
            'choice',
            b('¿Qué tipo de accidente fue?', 'What kind of accident was it?'),
            {
              required: true,
              options: [
                option('car', 'De auto', 'Car'),
                option('truck', 'Con un camión', 'With a truck'),
                option('work', 'En el trabajo', 'At work'),
                option('fall', 'Caída', 'Fall'),
                option('other', 'Otro', 'Other'),
              ],
            },
          ),
          q('accident-state', 'text', b('¿En qué estado pasó?', 'In which state did it happen?'), {
            required: true,
          }),
          q('accident-story', 'textarea', b('Cuéntenos qué pasó', 'Tell us what happened')),
        ],
      },
      {
        title: b('Sus lesiones', 'Your injuries'),
        questions: [
          q('medical-care', 'yesno', b('¿Recibió atención médica?', 'Did you get medical care?'), {
            required: true,
          }),
          q('injuries', 'multi', b('¿Qué lesiones tuvo?', 'What injuries did you have?'), {
            options: [
              option('back', 'Espalda o cuello', 'Back or neck'),
              option('head', 'Cabeza', 'Head'),
              option('fracture', 'Fracturas', 'Fractures'),
              option('other', 'Otras', 'Others'),
            ],
          }),
          q(
            'missed-days',
            'number',
            b('¿Cuántos días de trabajo perdió?', 'How many days of work did you miss?'),
          ),
          q(
            'police-report',
            'document',
            b(
              'Reporte de policía o fotos del accidente',
              'Police report or photos of the accident',
            ),
          ),
        ],
      },
    ],
  },
]
