import { env, type Environment } from '@/lib/env.mjs'

/** The WhatsApp Cloud API, reached at WHATSAPP_API_URL (Meta's Graph API by default). */
export type WhatsAppConfig = { apiUrl: string; token: string; phoneNumberId: string }

/** The configuration, or null while WhatsApp is off (token or phone number id missing). */
export function whatsappConfig(source: Environment = env()): WhatsAppConfig | null {
  const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID } = source
  if (!WHATSAPP_TOKEN || !WHATSAPP_PHONE_NUMBER_ID) return null
  return {
    apiUrl: source.WHATSAPP_API_URL.replace(/\/+$/, ''),
    token: WHATSAPP_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
  }
}

export type WhatsAppTemplate = {
  /** The recipient's number with its country code, digits only. */
  to: string
  name: string
  /** Meta's template language code: es, en_US. */
  language: string
  parameters: string[]
}

/** One message to the Cloud API; resolves to its id (wamid…), throws with Meta's error. */
async function postMessage(
  config: WhatsAppConfig,
  message: Record<string, unknown>,
  timeoutMs: number,
): Promise<string> {
  const response = await fetch(
    `${config.apiUrl}/v21.0/${encodeURIComponent(config.phoneNumberId)}/messages`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        ...message,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    },
  )
  const body = (await response.json().catch(() => ({}))) as {
    messages?: { id?: string }[]
    error?: { message?: string; code?: number }
  }
  const id = body.messages?.[0]?.id
  if (!response.ok || !id) {
    throw new Error(
      `WhatsApp answered ${response.status}: ${body.error?.code ?? ''} ${body.error?.message ?? ''}`,
    )
  }
  return id
}

/**
 * Sends an approved template message (the only kind a business may start a conversation with).
 * Resolves to the message id (wamid…); throws with Meta's error message otherwise.
 */
export function sendWhatsAppTemplate(
  config: WhatsAppConfig,
  template: WhatsAppTemplate,
  timeoutMs = 15_000,
): Promise<string> {
  const parameters = template.parameters.map((text) => ({ type: 'text', text }))
  return postMessage(
    config,
    {
      to: template.to,
      type: 'template',
      template: {
        name: template.name,
        language: { code: template.language },
        components: [{ type: 'body', parameters }],
      },
    },
    timeoutMs,
  )
}

/**
 * A free-form text, which Meta accepts only inside the 24-hour customer-service window the
 * client's own last message opened (whatsappWindowMs).
 */
export function sendWhatsAppText(
  config: WhatsAppConfig,
  text: { to: string; body: string },
  timeoutMs = 15_000,
): Promise<string> {
  return postMessage(
    config,
    { to: text.to, type: 'text', text: { preview_url: false, body: text.body } },
    timeoutMs,
  )
}

/** WhatsApp's customer-service window: free-form answers for 24 h after the client wrote. */
export const whatsappWindowMs = 24 * 60 * 60_000
