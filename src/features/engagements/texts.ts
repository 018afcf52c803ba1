import en from '../../../messages/en.json'
import es from '../../../messages/es.json'

const catalogs = { es: es.engagement, en: en.engagement }
export type EngagementTexts = (typeof catalogs)['es']

export const engagementTexts = (locale: 'es' | 'en'): EngagementTexts => catalogs[locale]

/** A message with its `{name}` placeholders filled. */
export const fillText = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
