import type { I18n } from '@payloadcms/translations'
import { configuredChannels } from '../delivery/delivery-targets'
import { env, type Environment } from '@/lib/env.mjs'
import { twilioConfig, whatsappConfig } from '@/features/texting'
import { pushConfig } from '../messaging/web-push'
import { staffText } from './staff-text'

/**
 * Which channels the server has no settings for, read at request time. (VISITOR-TEXTS's
 * visitorChannelsConfigured() is the one source for SMS/WhatsApp/e-mail once merged.)
 */
export function channelsOff(source: Environment = env()) {
  const firm = configuredChannels()
  const on = {
    sms: Boolean(twilioConfig(source)),
    whatsapp: Boolean(whatsappConfig(source)),
    push: Boolean(pushConfig(source)),
    email: firm.includes('email'),
    webhook: firm.includes('webhook'),
  }
  return (Object.keys(on) as (keyof typeof on)[]).filter((channel) => !on[channel])
}

const names = {
  sms: 'staff:channelSms',
  whatsapp: 'staff:channelWhatsapp',
  push: 'staff:channelPush',
  email: 'staff:channelEmail',
  webhook: 'staff:channelWebhook',
} as const

/** One line for staff on the dashboard and the leads list: the channels that are off. */
export function ChannelsStatus({ i18n }: { i18n: I18n }) {
  const off = channelsOff()
  const list = off.map((channel) => staffText(i18n, names[channel])).join(', ')
  return (
    <p role="status" className="lead-channels-status" style={{ margin: '0 0 1rem' }}>
      {off.length
        ? staffText(i18n, 'staff:channelsOff', { list })
        : staffText(i18n, 'staff:channelsAllOn')}
    </p>
  )
}
