import type { Payload } from 'payload'
import type { Locale } from '@/i18n/routing'
import { fromGlobals } from '@/lib/payload/versioned-global'
import { replyDefaults, replyTextNames, type ReplyTexts } from './reply-defaults'

export type ReplySettings = {
  texts: Record<Locale, ReplyTexts>
  whatsapp: {
    enabled: boolean
    templateOpen: string
    templateClosed: string
    templateFollowUp: string
  }
  firmName: string
  firmPhone: string
}

type Stored = Partial<Record<Locale, Partial<ReplyTexts>>> & {
  whatsapp?: {
    enabled?: boolean | null
    templateOpen?: string | null
    templateClosed?: string | null
    templateFollowUp?: string | null
  }
}

const textsOf = (stored: Partial<ReplyTexts> | undefined, locale: Locale): ReplyTexts =>
  Object.fromEntries(
    replyTextNames.map((name) => [name, stored?.[name] || replyDefaults[locale][name]]),
  ) as ReplyTexts

/**
 * The Auto-replies global (its defaults until staff save it) and the firm's name and phone,
 * shared: not to be changed.
 */
export function readReplySettings(payload: Payload): Promise<ReplySettings> {
  return fromGlobals(payload, ['auto-replies', 'firm-profile'], 'reply-settings', () =>
    loadReplySettings(payload),
  )
}

async function loadReplySettings(payload: Payload): Promise<ReplySettings> {
  const [stored, firm] = await Promise.all([
    payload.findGlobal({ slug: 'auto-replies', depth: 0 }).catch(() => ({})) as Promise<Stored>,
    payload.findGlobal({ slug: 'firm-profile', depth: 0 }).catch(() => null),
  ])
  return {
    texts: { es: textsOf(stored.es, 'es'), en: textsOf(stored.en, 'en') },
    whatsapp: {
      enabled: stored.whatsapp?.enabled === true,
      templateOpen: stored.whatsapp?.templateOpen || 'lead_auto_reply',
      templateClosed: stored.whatsapp?.templateClosed || 'lead_auto_reply_after_hours',
      templateFollowUp: stored.whatsapp?.templateFollowUp || 'lead_follow_up',
    },
    firmName: firm?.name ?? '',
    firmPhone: firm?.phones?.newCases ?? '',
  }
}
