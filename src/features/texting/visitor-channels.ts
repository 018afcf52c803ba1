import { setting } from '@/lib/env.mjs'
import { twilioConfig } from './twilio'
import { whatsappConfig } from './whatsapp'

/** The SMTP transport the visitor's e-mail uses, or null while e-mail is off. */
export function visitorEmailConfig() {
  const smtpUrl = setting('SMTP_URL')
  if (!smtpUrl) return null
  return { smtpUrl, from: setting('LEAD_NOTIFY_FROM') || setting('LEAD_NOTIFY_TO') || '' }
}

/** Which channels to the visitor are configured, for the admin's channel status. */
export function visitorChannelsConfigured() {
  return {
    sms: twilioConfig() !== null,
    whatsapp: whatsappConfig() !== null,
    email: Boolean(visitorEmailConfig()?.from),
  }
}
