import type { Payload } from 'payload'
import { leadWithPhone, phoneDigits } from '../pipeline/phone-digits'
import {
  isOptedOut,
  keywordOf,
  readRevocation,
  recordConsentChange,
  recordText,
  signedWhatsAppMessages,
  type WhatsAppInbound,
} from '@/features/texting'
import { alertAgentOfReply } from './client-message'
import { markClientText } from './unread-texts'

const forbidden = () => new Response('Forbidden', { status: 403 })

/**
 * Meta's webhook for the firm's WhatsApp number: each client message is stored on their latest
 * lead (once: Meta retries until it gets a 200), marks the lead unread and alerts its agent, and
 * opens WhatsApp's 24-hour window for the agent's free-form answer. A stop word or a clear
 * revocation opts the number out of every text of the firm, as by SMS.
 */
export async function handleInboundWhatsApp(payload: Payload, request: Request) {
  const messages = await signedWhatsAppMessages(request)
  if (!messages) return forbidden()
  for (const message of messages) await receive(payload, message)
  return new Response(null, { status: 200 })
}

async function receive(payload: Payload, message: WhatsAppInbound) {
  const { totalDocs } = await payload.count({
    collection: 'lead-texts',
    where: { and: [{ providerId: { equals: message.id } }, { direction: { equals: 'in' } }] },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  const phone = `+${message.from}`
  const lead = await leadWithPhone(payload, phoneDigits(phone), 'latest')
  await recordText(payload, {
    lead: lead?.id,
    direction: 'in',
    channel: 'whatsapp',
    phone,
    body: message.body,
    kind: 'inbound',
    providerId: message.id,
    status: 'received',
  })
  const keyword = keywordOf(message.body)
  const revocation = keyword ? null : readRevocation(message.body)
  const revokes = keyword?.action === 'opt-out' || revocation?.revokes === true
  if (revokes) {
    if (!(await isOptedOut(payload, phone))) {
      await recordConsentChange(payload, {
        phone,
        action: 'opt-out',
        via: keyword ? 'keyword' : 'reply',
        keyword: keyword?.keyword ?? revocation?.phrase.toUpperCase(),
        message: message.body,
      })
    }
    return
  }
  if (!lead || keyword) return
  await markClientText(payload, lead.id, message.at)
  await alertAgentOfReply(payload, lead, message.id, message.body, 'whatsapp')
}
