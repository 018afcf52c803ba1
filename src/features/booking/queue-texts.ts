import type { Payload } from 'payload'
import type { Booking, Lead } from '@/payload-types'
import { kickOutbox } from '@/features/leads'
import { usE164 } from '@/features/texting'
import { reminderTime } from './reminder-times'

export type BookingTextKind = 'confirmation' | 'moved' | 'cancelled' | '24h' | '1h' | 'no-show'

/** Texts that answer the visitor's own step (sent at once, whatever the hour). */
export const immediateKinds: BookingTextKind[] = ['confirmation', 'moved', 'cancelled']
export type BookingTextData = {
  booking: number
  kind: BookingTextKind
  via: 'sms' | 'email'
  /** The call's start when queued: a moved call's old reminders are skipped. */
  start: string
}

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : Number((value as { id?: number }).id)

/** Where the visitor can be reached: a text if they consented (US number), an e-mail if given. */
function routes(lead: Lead) {
  const phone = lead.checkbox ? usE164(lead.phone ?? '') : null
  return [
    ...(phone ? [{ via: 'sms' as const, target: phone }] : []),
    ...(lead.email ? [{ via: 'email' as const, target: lead.email }] : []),
  ]
}

/**
 * Writes the outbox rows of a booking's texts: the confirmation (a moved call's says it replaces
 * the earlier time; a cancelled call's or a no-show's rebooking text alone) now, the reminders
 * 24 h and 1 h before. Each row's idempotency key names the booking,
 * kind, route and start, so queueing twice writes one row (the second insert is refused), and
 * the outbox's claim sends it once across instances and restarts.
 */
export async function queueBookingTexts(
  payload: Payload,
  booking: Booking,
  kind: 'confirmation' | 'moved' | 'cancelled' | 'no-show',
  now = new Date(),
) {
  const lead = await payload.findByID({ collection: 'leads', id: idOf(booking.lead), depth: 0 })
  const start = new Date(booking.start)
  const due: { kind: BookingTextKind; at: Date | null }[] =
    kind === 'no-show' || kind === 'cancelled'
      ? [{ kind, at: now }]
      : [
          { kind, at: now },
          { kind: '24h', at: reminderTime('24h', start, booking.timeZone, now) },
          { kind: '1h', at: reminderTime('1h', start, booking.timeZone, now) },
        ]
  for (const { via, target } of routes(lead)) {
    for (const row of due) {
      if (!row.at) continue
      const data: BookingTextData = {
        booking: booking.id,
        kind: row.kind,
        via,
        start: start.toISOString(),
      }
      await payload
        .create({
          collection: 'lead-deliveries',
          data: {
            lead: lead.id,
            channel: immediateKinds.includes(row.kind)
              ? 'booking-confirmation'
              : 'booking-reminder',
            target,
            data,
            status: 'pending',
            attempts: 0,
            nextAttemptAt: row.at.toISOString(),
            idempotencyKey: `booking-${booking.id}-${row.kind}-${via}-${start.getTime()}`,
          },
        })
        // Already queued (the same key): the first row stands.
        .catch(() => undefined)
    }
  }
  kickOutbox(payload)
}
