import type { Payload } from 'payload'
import type { Booking, Lead } from '@/payload-types'
import { questionnaireUrl } from '@/features/questionnaires'
import type { DeliveryJob, SendResult } from '@/features/leads'
import { mailer, readReplySettings, sendLimitMs, withinSendLimit } from '@/features/leads'
import {
  isOptedOut,
  isTwilioUnsubscribed,
  nextMorning,
  recordText,
  sendSms,
  statusCallbackUrl,
  twilioConfig,
  visitorEmailConfig,
  withinTextingHours,
} from '@/features/texting'
import { callInvite } from './invite'
import { manageUrl } from './links'
import { immediateKinds, type BookingTextData } from './queue-texts'
import { bookingTexts, callTime, fill } from './texts'

/** Why a queued text has nothing to do any more (never retried), or null to send it. */
function obsolete(booking: Booking | null, data: BookingTextData): string | null {
  if (!booking) return 'booking deleted'
  if (data.kind === 'no-show') return booking.status === 'no-show' ? null : 'no longer a no-show'
  if (data.kind === 'cancelled') return booking.status === 'cancelled' ? null : 'booked again'
  if (booking.status !== 'booked') return `booking ${booking.status}`
  if (new Date(booking.start).getTime() !== new Date(data.start).getTime()) return 'rescheduled'
  return null
}

/**
 * A booking's text or e-mail (confirmation, reminder, no-show's rebooking), checked at the send:
 * a cancelled or moved call's rows are skipped, an opted-out number never gets one, and a
 * reminder or no-show text found due between 21:00 and 8:00 in the visitor's zone (a worker
 * that was down or late) waits for 8:00 there, or is skipped when the call starts before then.
 */
export async function sendBookingText(job: DeliveryJob): Promise<SendResult> {
  const { payload, delivery, lead, now } = job
  const data = delivery.data as BookingTextData
  const booking = await payload
    .findByID({ collection: 'bookings', id: data.booking, depth: 0 })
    .catch(() => null)
  const reason = obsolete(booking, data)
  if (reason || !booking) return { skipped: reason ?? 'booking deleted' }
  if (!immediateKinds.includes(data.kind) && !withinTextingHours(booking.timeZone, now)) {
    const morning = nextMorning(booking.timeZone, now)
    // A reminder that the morning would bring after the call's start has no use any more.
    if (data.kind !== 'no-show' && morning.getTime() >= new Date(booking.start).getTime()) {
      return { skipped: "Outside texting hours in the visitor's zone until the call" }
    }
    return { wait: { until: morning, reason: "Waits for 8:00 in the visitor's zone" } }
  }
  const words = await bookingWords(payload, booking, data, lead)
  if (data.via === 'email') return sendBookingEmail(payload, job, booking, words)
  const config = twilioConfig()
  if (!config) return { skipped: 'SMS is not configured' }
  const to = delivery.target ?? ''
  if (await isOptedOut(payload, to)) return { skipped: 'The number opted out' }
  const sent = await sendSms(
    config,
    { to, body: words.body, statusCallback: statusCallbackUrl() },
    sendLimitMs(),
  ).catch((error: unknown) => {
    if (isTwilioUnsubscribed(error)) return null
    throw error
  })
  if (!sent) return { skipped: 'Twilio: the number replied STOP' }
  const text = { direction: 'out', channel: 'sms', kind: 'booking', body: words.body } as const
  await recordText(payload, {
    ...text,
    lead: lead.id,
    phone: to,
    providerId: sent.sid,
    status: sent.status,
  })
  return { result: sent.sid }
}

async function bookingWords(payload: Payload, booking: Booking, data: BookingTextData, lead: Lead) {
  const locale = booking.locale === 'en' ? 'en' : 'es'
  const texts = bookingTexts(locale).texts
  const { firmName } = await readReplySettings(payload)
  const link = manageUrl(booking)
  const values = {
    firm: firmName,
    time: callTime(new Date(booking.start), booking.timeZone, locale),
    link,
    // The confirmation carries the questionnaire to answer before the call.
    questionnaire: questionnaireUrl(lead, locale),
  }
  const subject =
    data.kind === 'cancelled'
      ? texts.cancelledSubject
      : immediateKinds.includes(data.kind)
        ? texts.subject
        : texts.reminderSubject
  return {
    firmName,
    link,
    cancelled: data.kind === 'cancelled',
    body: fill(texts[data.kind], values),
    subject: fill(subject, values),
  }
}

async function sendBookingEmail(
  payload: Payload,
  { delivery, lead }: DeliveryJob,
  booking: Booking,
  words: Awaited<ReturnType<typeof bookingWords>>,
): Promise<SendResult> {
  const config = visitorEmailConfig()
  if (!config) return { skipped: 'SMTP is not configured' }
  const to = delivery.target ?? ''
  await withinSendLimit(
    mailer(config.smtpUrl).sendMail({
      from: config.from,
      to,
      subject: words.subject,
      text: words.body,
      headers: { 'X-Lead-Id': String(lead.id), 'X-Idempotency-Key': delivery.idempotencyKey },
      messageId: `<${delivery.idempotencyKey}@leads.local>`,
      // A cancelled call's e-mail carries no invite to add it to a calendar again.
      ...(words.cancelled
        ? {}
        : {
            icalEvent: {
              filename: 'invite.ics',
              method: 'PUBLISH',
              content: callInvite(booking, words.firmName, words.link),
            },
          }),
    }),
  )
  await recordText(payload, {
    lead: lead.id,
    direction: 'out',
    channel: 'email',
    phone: to,
    body: `${words.subject}\n\n${words.body}`,
    kind: 'booking',
    status: 'sent',
  })
  return { result: `e-mail to ${to}` }
}
