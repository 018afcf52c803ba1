import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env.mjs'

/**
 * Meta's webhook for the firm's WhatsApp number. Meta first checks the URL with a GET carrying
 * `hub.verify_token` (WHATSAPP_VERIFY_TOKEN) and answers only if it echoes `hub.challenge`; each
 * POST is signed, `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body with the app
 * secret>` (WHATSAPP_APP_SECRET). Without both variables the webhook answers 404.
 */
export function whatsappWebhookConfigured() {
  const { WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = env()
  return WHATSAPP_APP_SECRET && WHATSAPP_VERIFY_TOKEN
    ? { appSecret: WHATSAPP_APP_SECRET, verifyToken: WHATSAPP_VERIFY_TOKEN }
    : null
}

/** The answer to Meta's verification GET. */
export function verifyWhatsAppSubscription(request: Request): Response {
  const config = whatsappWebhookConfigured()
  if (!config) return new Response('Not found', { status: 404 })
  const query = new URL(request.url).searchParams
  const token = query.get('hub.verify_token') ?? ''
  const challenge = query.get('hub.challenge') ?? ''
  if (query.get('hub.mode') !== 'subscribe' || !sameText(token, config.verifyToken)) {
    return new Response('Forbidden', { status: 403 })
  }
  return new Response(challenge, { headers: { 'content-type': 'text/plain' } })
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The signature Meta puts on a webhook body. */
export const whatsappSignature = (appSecret: string, raw: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw, 'utf8').digest('hex')}`

export type WhatsAppInbound = { id: string; from: string; body: string; at: Date }

type WebhookBody = {
  object?: string
  entry?: {
    changes?: {
      field?: string
      value?: {
        messages?: {
          id?: string
          from?: string
          timestamp?: string
          type?: string
          text?: { body?: string }
        }[]
      }
    }[]
  }[]
}

/**
 * The messages of a signed POST (statuses and other changes are left out), or null when the
 * signature is missing or wrong. A message that is not text (a photo, a voice note) keeps its
 * kind in brackets, so staff know the client wrote.
 */
export async function signedWhatsAppMessages(request: Request): Promise<WhatsAppInbound[] | null> {
  const config = whatsappWebhookConfigured()
  if (!config) return null
  const raw = await request.text()
  const signature = request.headers.get('x-hub-signature-256') ?? ''
  if (!sameText(signature, whatsappSignature(config.appSecret, raw))) return null
  let body: WebhookBody
  try {
    body = JSON.parse(raw) as WebhookBody
  } catch {
    return []
  }
  return (body.entry ?? [])
    .flatMap((entry) => entry.changes ?? [])
    .filter((change) => change.field === 'messages')
    .flatMap((change) => change.value?.messages ?? [])
    .filter((message) => message.id && message.from)
    .map((message) => ({
      id: String(message.id).slice(0, 200),
      from: String(message.from).replace(/\D/g, '').slice(0, 15),
      body: (message.type === 'text' ? (message.text?.body ?? '') : `[${message.type}]`).slice(
        0,
        5000,
      ),
      at: new Date(Number(message.timestamp) * 1000 || Date.now()),
    }))
}
