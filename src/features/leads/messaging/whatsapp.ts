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

/**
 * Sends an approved template message (the only kind a business may start a conversation with).
 * Resolves to the message id (wamid…); throws with Meta's error message otherwise.
 */
export async function sendWhatsAppTemplate(
  config: WhatsAppConfig,
  template: WhatsAppTemplate,
  timeoutMs = 15_000,
): Promise<string> {
  const response = await fetch(
    `${config.apiUrl}/v21.0/${encodeURIComponent(config.phoneNumberId)}/messages`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: template.to,
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: [
            {
              type: 'body',
              parameters: template.parameters.map((text) => ({ type: 'text', text })),
            },
          ],
        },
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
