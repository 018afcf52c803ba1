import type { DeliveryJob, SendResult } from '@/features/leads'
import { readReplySettings } from '@/features/leads'
import { isOptedOut, nextMorning, withinTextingHours } from '@/features/texting'
import { clientZone } from './client-zone'
import { mailLetter, textLetter } from './deliver'
import type { EngagementTextData } from './queue'
import { signUrlOf } from './sign-link'
import { engagementTexts, fillText } from './texts'

/**
 * A letter's link or reminder, checked when due: nothing once the letter is signed, voided or
 * sent again; a reminder never at night in the client's zone (it waits for 8:00 there); never a
 * text to a number that opted out.
 */
export async function sendEngagementText(job: DeliveryJob): Promise<SendResult> {
  const { payload, delivery, lead, now } = job
  const data = delivery.data as EngagementTextData
  const engagement = await payload
    .findByID({ collection: 'engagements', id: data.engagement, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!engagement) return { skipped: 'engagement deleted' }
  if (engagement.status !== 'sent') return { skipped: `engagement ${engagement.status}` }
  if (new Date(engagement.sentAt ?? 0).getTime() !== new Date(data.sentAt).getTime()) {
    return { skipped: 'sent again since' }
  }
  const to = delivery.target ?? ''
  // An opted-out number never gets one, whatever the hour.
  if (data.via === 'sms' && (await isOptedOut(payload, to)))
    return { skipped: 'The number opted out' }
  if (data.kind !== 'link') {
    const zone = await clientZone(payload, lead.id)
    if (!withinTextingHours(zone, now)) {
      return {
        wait: { until: nextMorning(zone, now), reason: "Waits for 8:00 in the client's zone" },
      }
    }
  }
  const locale = engagement.locale === 'en' ? 'en' : 'es'
  const t = engagementTexts(locale).messages
  const { firmName } = await readReplySettings(payload)
  const values = { firm: firmName, link: signUrlOf(engagement, locale) }
  const body = fillText(data.kind === 'link' ? t.link : t.reminder, values)
  if (data.via === 'email') {
    return mailLetter(payload, lead, delivery, { subject: fillText(t.subject, values), body })
  }
  // A text that is not an answer says how to stop them; the e-mail has no STOP to answer.
  return textLetter(payload, lead, to, `${body} ${t.optOut}`)
}
