import { label } from '@/lib/admin-label'

/** The kinds of question a questionnaire can ask. */
export const questionKindLabels = {
  text: label('Texto corto', 'Short text'),
  textarea: label('Texto largo', 'Long text'),
  yesno: label('Sí / no', 'Yes / no'),
  choice: label('Una opción', 'One choice'),
  multi: label('Varias opciones', 'Several choices'),
  date: label('Fecha', 'Date'),
  country: label('País', 'Country'),
  number: label('Número', 'Number'),
  document: label('Documento', 'Document request'),
}

export type QuestionKind = keyof typeof questionKindLabels

/** Kinds whose question lists options. */
export const choiceKinds: QuestionKind[] = ['choice', 'multi']
