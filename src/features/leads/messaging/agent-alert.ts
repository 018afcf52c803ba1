import type { Payload } from 'payload'
import type { Lead, User } from '@/payload-types'
import { publishLive } from '@/lib/live-bus'
import type { DeliveryJob, SendResult } from '../delivery/channel-types'
import {
  alertMessage,
  alertSms,
  replyAlertMessage,
  type AlertMessage,
  type ClientReply,
} from './alert-text'
import { sendSms, twilioConfig } from '@/features/texting'
import { pushConfig, sendPush } from './web-push'
import { setting } from '@/lib/env.mjs'

/** The live channel of one staff member's open admin tabs. */
export const staffLiveChannel = (userId: number) => `staff-alerts:${userId}`

/** Pushes to each device the staff member turned on; removes those the push service says are gone. */
async function pushToDevices(payload: Payload, userId: number, message: AlertMessage) {
  const config = pushConfig()
  if (!config) return { devices: 0, sent: 0 }
  const { docs } = await payload.find({
    collection: 'push-subscriptions',
    where: { user: { equals: userId } },
    depth: 0,
    limit: 20,
    pagination: false,
    select: { endpoint: true, keys: true },
  })
  const outcomes = await Promise.allSettled(
    docs.map((device) =>
      sendPush(config, { endpoint: device.endpoint, keys: device.keys }, JSON.stringify(message)),
    ),
  )
  const gone = docs.filter((_, index) => {
    const outcome = outcomes[index]
    return outcome.status === 'fulfilled' && outcome.value === 'gone'
  })
  if (gone.length) {
    await payload.delete({
      collection: 'push-subscriptions',
      where: { id: { in: gone.map((device) => device.id) } },
    })
  }
  const sent = outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'sent').length
  return { devices: docs.length - gone.length, sent }
}

/**
 * Alerts one staff member about a lead on every channel they accept: Web Push to their devices,
 * their open admin tabs (sound and notification), and an SMS when no device took the push.
 * Returns which channels reached them; throws when none did, so the outbox tries again.
 */
export async function alertStaff(
  payload: Payload,
  userId: number,
  lead: Lead,
  now: Date,
  escalated = false,
  /** A client's text reply to tell of, instead of the lead itself. */
  reply?: ClientReply,
): Promise<string> {
  // What the alert needs of them, not the whole account (read for every alert).
  const user = (await payload
    .findByID({
      collection: 'users',
      id: userId,
      depth: 0,
      disableErrors: true,
      select: { alertChannels: true, alertLanguage: true, mobile: true },
    })
    .catch(() => null)) as Pick<User, 'alertChannels' | 'alertLanguage' | 'mobile'> | null
  if (!user) return 'no such staff member'
  const accepts = user.alertChannels ?? ['push', 'sms']
  const language = user.alertLanguage === 'en' ? 'en' : 'es'
  const message =
    reply === undefined
      ? alertMessage(lead, language, now, escalated)
      : replyAlertMessage(lead, language, reply.body, reply.channel)
  const reached: string[] = []
  await publishLive(staffLiveChannel(userId), JSON.stringify(message))
    .then(() => reached.push('tab'))
    .catch((error) => payload.logger.warn({ err: error, msg: 'Live staff alert failed' }))
  let push = { devices: 0, sent: 0 }
  if (accepts.includes('push')) push = await pushToDevices(payload, userId, message)
  if (push.sent) reached.push(`push:${push.sent}/${push.devices}`)
  const sms = twilioConfig()
  if (!push.sent && accepts.includes('sms') && user.mobile && sms) {
    const origin = (setting('SITE_URL') ?? '').replace(/\/+$/, '')
    const sent = await sendSms(sms, { to: user.mobile, body: alertSms(message, origin) })
    reached.push(`sms:${sent.sid}`)
  }
  // Devices that refused the push and no SMS to fall back on: try again later.
  if (push.devices > 0 && !push.sent && !reached.some((channel) => channel.startsWith('sms'))) {
    throw new Error(`the push service refused every device of staff member ${userId}`)
  }
  if (reached.length <= 1) reached.push('(no device, no mobile)')
  return reached.join(' ')
}

/** The agent-alert channel: the lead's agent (or the manager) is told of a new lead. */
export async function sendAgentAlert({ payload, delivery, lead, now }: DeliveryJob) {
  const userId = Number(delivery.target)
  if (!Number.isInteger(userId)) return { skipped: 'no staff member to alert' }
  const data = (delivery.data ?? {}) as { kind?: string; body?: string; channel?: string }
  const channel: ClientReply['channel'] = data.channel === 'whatsapp' ? 'whatsapp' : 'sms'
  const reply = data.kind === 'client-reply' ? { body: data.body ?? '', channel } : undefined
  return { result: await alertStaff(payload, userId, lead, now, false, reply) } satisfies SendResult
}
