import type { Payload, PayloadRequest } from 'payload'
import { kickOutbox } from '@/features/leads'
import { usE164 } from '@/features/texting'
import { relationNumber } from '@/lib/payload/relation-id'

export type EngagementTextKind = 'link' | '24h' | '72h'
export type EngagementTextData = {
  engagement: number
  kind: EngagementTextKind
  via: 'sms' | 'email'
  /** When the letter was sent: rows of an earlier sending (voided since) are skipped. */
  sentAt: string
}

const after: Record<EngagementTextKind, number> = {
  link: 0,
  '24h': 24 * 3_600_000,
  '72h': 72 * 3_600_000,
}

type Sent = { id: number; lead: unknown; sentAt?: string | null }
/**
 * The outbox rows of a letter just sent: its link now, the reminders 24 h and 72 h later, by
 * text when the client consented to texts (a US number) and by e-mail when they gave one. The
 * sender (send.ts) checks opt-outs and the client's night hours when each row falls due.
 */
export async function queueEngagementTexts(
  payload: Payload,
  engagement: Sent,
  req?: PayloadRequest,
) {
  const lead = await payload.findByID({
    collection: 'leads',
    id: relationNumber(engagement.lead),
    depth: 0,
    req,
  })
  const phone = lead.checkbox ? usE164(lead.phone ?? '') : null
  const routes = [
    ...(phone ? [{ via: 'sms' as const, target: phone }] : []),
    ...(lead.email ? [{ via: 'email' as const, target: lead.email }] : []),
  ]
  const sentAt = new Date(engagement.sentAt ?? Date.now())
  for (const { via, target } of routes) {
    for (const kind of Object.keys(after) as EngagementTextKind[]) {
      const data: EngagementTextData = {
        engagement: engagement.id,
        kind,
        via,
        sentAt: sentAt.toISOString(),
      }
      await payload
        .create({
          collection: 'lead-deliveries',
          req,
          data: {
            lead: lead.id,
            channel: kind === 'link' ? 'engagement-link' : 'engagement-reminder',
            target,
            data,
            status: 'pending',
            attempts: 0,
            nextAttemptAt: new Date(sentAt.getTime() + after[kind]).toISOString(),
            idempotencyKey: `engagement-${engagement.id}-${kind}-${via}-${sentAt.getTime()}`,
          },
        })
        // Already queued (the same key): the first row stands.
        .catch(() => undefined)
    }
  }
  kickOutbox(payload)
}
