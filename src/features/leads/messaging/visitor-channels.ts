import { twilioConfig } from './twilio'
import { whatsappConfig } from './whatsapp'

/** The SMTP transport the visitor's e-mail uses, or null while e-mail is off. */
export function visitorEmailConfig(env = process.env) {
  if (!env.SMTP_URL) return null
  return { smtpUrl: env.SMTP_URL, from: env.LEAD_NOTIFY_FROM || env.LEAD_NOTIFY_TO || '' }
}

/** Which channels to the visitor are configured, for the admin's channel status. */
export function visitorChannelsConfigured() {
  return {
    sms: twilioConfig() !== null,
    whatsapp: whatsappConfig() !== null,
    email: visitorEmailConfig() !== null && visitorEmailConfig()!.from !== '',
  }
}
