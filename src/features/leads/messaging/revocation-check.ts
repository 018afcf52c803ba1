import type { Payload } from 'payload'
import en from '../../../../messages/en.json'
import es from '../../../../messages/es.json'
import { queueOnce } from '../delivery/queue-once'
import { mayRevoke, withHistory } from '../pipeline/history'
import { isOptedOut } from '@/features/texting'
import { fillText } from './reply-defaults'
import { readReplySettings } from './reply-settings'

const checkTexts = { es: es.smsOptOut.revocationCheck, en: en.smsOptOut.revocationCheck }

type Lead = { id: number; locale?: string | null }

/**
 * A reply that may revoke consent but is unclear: the visitor is asked once whether they want
 * no more texts (one question a month per number, the outbox's key makes sure across retries
 * and instances), and the lead's history shows the message for the agent.
 */
export async function askOnce(
  payload: Payload,
  lead: Lead,
  phone: string,
  message: string,
  locale: 'es' | 'en' | null,
) {
  await payload.update({
    collection: 'leads',
    id: lead.id,
    data: {},
    context: withHistory({ action: 'note', detail: `${mayRevoke}${message.slice(0, 1000)}` }),
    overrideAccess: true,
    depth: 0,
  })
  if (await isOptedOut(payload, phone)) return
  const settings = await readReplySettings(payload)
  const language = locale ?? (lead.locale === 'en' ? 'en' : 'es')
  const body = fillText(checkTexts[language], { firmName: settings.firmName })
  const now = new Date().toISOString()
  const work = {
    channel: 'visitor-sms' as const,
    target: phone,
    data: { kind: 'revocation-check', body },
    dueAt: now,
  }
  // Asked already this month (the key exists): once is what the rule allows.
  await queueOnce(payload, lead.id, work, `revocation-check-${phone}-${now.slice(0, 7)}`)
}
