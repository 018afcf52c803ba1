import type { Lead } from '@/payload-types'

export type AlertLanguage = 'es' | 'en'

/** A client's message the agent is told of, and where it came. */
export type ClientReply = { body: string; channel: 'sms' | 'whatsapp' }

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
    reply: (name: string) => `${name} respondió por SMS`,
    replyWhatsApp: (name: string) => `${name} respondió por WhatsApp`,
    escalated: (name: string) => `Sin contactar: ${name}`,
    languages: { es: 'español', en: 'inglés' },
    waiting: (minutes: number) => (minutes < 1 ? 'recién llegado' : `espera ${minutes} min`),
  },
  en: {
    title: (name: string) => `New lead: ${name}`,
    reply: (name: string) => `${name} replied by text`,
    replyWhatsApp: (name: string) => `${name} replied on WhatsApp`,
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

/** The alert about a client's text reply: who wrote and what (cut short), linked to the lead. */
export function replyAlertMessage(
  lead: Pick<Lead, 'id' | 'nombre'>,
  language: AlertLanguage,
  reply: string,
  channel: ClientReply['channel'] = 'sms',
): AlertMessage {
  const body = reply.length > 140 ? `${reply.slice(0, 139)}…` : reply
  return {
    title: texts[language][channel === 'whatsapp' ? 'replyWhatsApp' : 'reply'](lead.nombre),
    body: `“${body}”`,
    url: `/admin/collections/leads/${lead.id}`,
    leadId: lead.id,
    tag: `lead-reply-${lead.id}`,
  }
}

/** The same alert as one SMS (the link needs the site's public origin). */
export function alertSms(message: AlertMessage, origin: string): string {
  return `${message.title} (${message.body}) ${origin}${message.url}`
}
