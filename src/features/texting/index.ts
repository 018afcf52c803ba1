/** What other features may call on the server: the only way into this feature. */
export { sendSms, twilioConfig, usE164 } from './twilio'
export { isOptedOut, numberHash, recordConsentChange } from './opt-out-state'
export { countStoredText, onKeptLead, recordText, textStatement } from './text-record'
export type { TextRecord } from './text-record'
export { immediateKinds, isTwilioUnsubscribed, reachesOptedOut } from './texting-rules'
export { visitorChannelsConfigured, visitorEmailConfig } from './visitor-channels'
export { statusCallbackUrl } from './webhook-urls'
export { sendWhatsAppTemplate, whatsappConfig } from './whatsapp'
export { answerLocale, keywordOf } from './keywords'
export type { KeywordAction } from './keywords'
export { readRevocation } from './revocation'
export { emptyTwiml, forbidden, signedFields } from './twilio-webhook'
export { nextMorning, withinTextingHours } from './quiet-hours'
export { sendWhatsAppText, whatsappWindowMs } from './whatsapp'
export {
  signedWhatsAppMessages,
  verifyWhatsAppSubscription,
  whatsappSignature,
  whatsappWebhookConfigured,
} from './whatsapp-webhook'
export type { WhatsAppInbound } from './whatsapp-webhook'
