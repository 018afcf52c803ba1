import type { Lead } from '@/payload-types'

export type AlertLanguage = 'es' | 'en'

export type AlertMessage = {
  title: string
  body: string
  /** The lead's page in the admin, opened by a tap on the alert. */
  url: string
  leadId: number
  tag: string
}

const texts = {
  es: {
    title: (name: string) => `Nuevo prospecto: ${name}`,
    escalated: (name: string) => `Sin contactar: ${name}`,
    languages: { es: 'español', en: 'inglés' },
    waiting: (minutes: number) => (minutes < 1 ? 'recién llegado' : `espera ${minutes} min`),
  },
  en: {
    title: (name: string) => `New lead: ${name}`,
    escalated: (name: string) => `Not contacted yet: ${name}`,
    languages: { es: 'Spanish', en: 'English' },
    waiting: (minutes: number) => (minutes < 1 ? 'just arrived' : `waiting ${minutes} min`),
  },
}

/** The alert about a lead in the staff member's language: name, section, language, wait, link. */
export function alertMessage(
  lead: Pick<Lead, 'id' | 'nombre' | 'seccion' | 'locale' | 'receivedAt' | 'createdAt'>,
  language: AlertLanguage,
  now: Date,
  escalated = false,
): AlertMessage {
  const text = texts[language]
  const received = new Date(lead.receivedAt ?? lead.createdAt).getTime()
  const minutes = Math.max(0, Math.floor((now.getTime() - received) / 60_000))
  const leadLanguage = text.languages[lead.locale === 'en' ? 'en' : 'es']
  return {
    title: (escalated ? text.escalated : text.title)(lead.nombre),
    body: [lead.seccion, leadLanguage, text.waiting(minutes)].filter(Boolean).join(' · '),
    url: `/admin/collections/leads/${lead.id}`,
    leadId: lead.id,
    tag: `lead-${lead.id}`,
  }
}

/** The same alert as one SMS (the link needs the site's public origin). */
export function alertSms(message: AlertMessage, origin: string): string {
  return `${message.title} (${message.body}) ${origin}${message.url}`
}
