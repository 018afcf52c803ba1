import http from 'node:http'
import { whatsappSignature } from '@/features/texting/whatsapp-webhook'
import { closeServer, listenLocal } from './listen'

export type FakeWhatsAppMessage = {
  id: string
  to: string
  /** The template's name; empty for a free-form text. */
  template: string
  language: string
  parameters: string[]
  /** A free-form text's words (inside the customer-service window). */
  text?: string
}

/**
 * A WhatsApp Cloud API for tests: POST /v21.0/{phone number id}/messages with the Bearer token,
 * checks a template message's shape as Meta does and answers like it (200 with a wamid…, 401
 * OAuthException code 190 on a bad token, 400 code 100 on a malformed request).
 */
export class FakeWhatsApp {
  readonly token = 'test-whatsapp-token-0001'
  readonly appSecret = 'test-whatsapp-app-secret-0001'
  readonly verifyToken = 'test-whatsapp-verify-token-0001'
  readonly phoneNumberId = '106540352242922'
  readonly messages: FakeWhatsAppMessage[] = []
  readonly refused: { status: number; body: unknown }[] = []
  private server: http.Server | null = null
  private count = 0
  port = 0

  env(): Record<string, string> {
    return {
      WHATSAPP_TOKEN: this.token,
      WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId,
      WHATSAPP_API_URL: `http://127.0.0.1:${this.port}`,
      WHATSAPP_APP_SECRET: this.appSecret,
      WHATSAPP_VERIFY_TOKEN: this.verifyToken,
    }
  }

  async start() {
    this.server = http.createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      this.reply(Buffer.concat(chunks).toString('utf8'), request, response)
    })
    this.port = await listenLocal(this.server)
    return this
  }

  /** Meta's answer to one request. */
  private reply(raw: string, request: http.IncomingMessage, response: http.ServerResponse) {
    const json = (status: number, body: unknown) => {
      if (status !== 200) this.refused.push({ status, body })
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    const error = (status: number, code: number, message: string, type = 'OAuthException') =>
      json(status, { error: { message, type, code, fbtrace_id: 'AbCdEf' } })
    if (request.method !== 'POST' || request.url !== `/v21.0/${this.phoneNumberId}/messages`) {
      return error(400, 100, 'Unsupported post request.', 'GraphMethodException')
    }
    if (request.headers.authorization !== `Bearer ${this.token}`) {
      return error(401, 190, 'Invalid OAuth access token - Cannot parse access token')
    }
    let body: Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      body = JSON.parse(raw)
    } catch {
      return error(400, 100, 'Invalid parameter')
    }
    if (body.type === 'text') return this.freeForm(body, json, error)
    const template = body.template
    const bodyComponent = template?.components?.find((c: { type: string }) => c.type === 'body')
    const parameters: unknown[] = bodyComponent?.parameters ?? []
    const valid =
      body.messaging_product === 'whatsapp' &&
      body.type === 'template' &&
      /^\d{8,15}$/.test(String(body.to)) &&
      typeof template?.name === 'string' &&
      /^(es|en_US)$/.test(template?.language?.code ?? '') &&
      parameters.every((p) => (p as { type: string }).type === 'text')
    if (!valid) return error(400, 100, '(#100) Invalid parameter')
    this.count += 1
    const id = `wamid.HBgL${String(this.count).padStart(20, '0')}`
    this.messages.push({
      id,
      to: body.to,
      template: template.name,
      language: template.language.code,
      parameters: parameters.map((p) => String((p as { text: string }).text)),
    })
    json(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    })
  }

  /** A free-form text, as Meta takes it: a number and a non-empty body. */
  private freeForm(
    body: Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    json: (status: number, body: unknown) => void,
    error: (status: number, code: number, message: string) => void,
  ) {
    const words = body.text?.body
    const valid =
      body.messaging_product === 'whatsapp' &&
      /^\d{8,15}$/.test(String(body.to)) &&
      typeof words === 'string' &&
      words.length > 0
    if (!valid) return error(400, 100, '(#100) Invalid parameter')
    this.count += 1
    const id = `wamid.HBgL${String(this.count).padStart(20, '0')}`
    this.messages.push({ id, to: body.to, template: '', language: '', parameters: [], text: words })
    json(200, { messaging_product: 'whatsapp', messages: [{ id }] })
  }

  /**
   * Meta calling the site's webhook with a client's text message, signed with the app secret
   * (`signature` overrides it, for a forged call).
   */
  async inbound(siteUrl: string, from: string, text: string, id: string, signature?: string) {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '0',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: this.phoneNumberId },
                contacts: [{ wa_id: from, profile: { name: 'Cliente' } }],
                messages: [
                  {
                    from,
                    id,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: text },
                  },
                ],
              },
            },
          ],
        },
      ],
    })
    return fetch(`${siteUrl}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signature ?? whatsappSignature(this.appSecret, raw),
      },
      body: raw,
    })
  }

  stop() {
    return closeServer(this.server)
  }
}
