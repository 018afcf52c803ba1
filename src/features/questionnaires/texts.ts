import en from '../../../messages/en.json'
import es from '../../../messages/es.json'
import type { Locale } from '@/i18n/routing'

const catalogs = { es: es.questionnaire, en: en.questionnaire }

export type QuestionnaireTexts = (typeof catalogs)['es']
export type AnswerError = keyof QuestionnaireTexts['errors']

export const questionnaireTexts = (locale: Locale): QuestionnaireTexts => catalogs[locale]

/** A message with its `{name}` placeholders filled. */
export const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  )
