import http from 'node:http'
import { twilioSignature } from '@/features/texting/twilio'
import { closeServer, listenLocal } from './listen'

export type FakeSms = {
  sid: string
  to: string
  from: string
  body: string
  statusCallback?: string
}

/**
 * A Twilio-compatible Messages API for tests: checks Basic auth against its account, answers
 * like Twilio (201 with a SM… sid, 401 on bad credentials, 400 with code 21211 for a bad To),
 * keeps every message, and can call the message's StatusCallback signed as Twilio does. It can
 * also be told to fail (500) or hang.
 */
export class FakeTwilio {
  readonly accountSid = 'AC00000000000000000000000000000001'
  readonly authToken = 'test-auth-token-0001'
  readonly messages: FakeSms[] = []
  failing = false
  hanging = false
  private server: http.Server | null = null
  private count = 0
  port = 0

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  /** The environment that points the site at this fake. */
  env(from = '+12025550000'): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_FROM: from,
      TWILIO_API_URL: this.url,
    }
  }

  async start(port = 0) {
    this.server = http.createServer((request, response) => {
      let raw = ''
      request.on('data', (chunk) => (raw += chunk))
      request.on('end', () => this.answer(request, response, raw))
    })
    this.port = await listenLocal(this.server, port)
    return this
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse, raw: string) {
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const path = `/2010-04-01/Accounts/${this.accountSid}/Messages.json`
    if (request.method !== 'POST' || request.url !== path) return json(404, { code: 20404 })
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`
    if (request.headers.authorization !== expected) {
      return json(401, { code: 20003, message: 'Authenticate', status: 401 })
    }
    if (this.hanging) return
    if (this.failing) return json(500, { code: 20500, message: 'Internal Server Error' })
    const form = new URLSearchParams(raw)
    const to = form.get('To') ?? ''
    if (!/^\+\d{8,15}$/.test(to)) {
      return json(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
      })
    }
    this.count += 1
    const sms: FakeSms = {
      sid: `SM${String(this.count).padStart(32, '0')}`,
      to,
      from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
      body: form.get('Body') ?? '',
      statusCallback: form.get('StatusCallback') ?? undefined,
    }
    this.messages.push(sms)
    json(201, { sid: sms.sid, status: 'queued', to: sms.to, from: sms.from, body: sms.body })
  }

  /** Posts a form to a site webhook signed with this account's token, as Twilio does. */
  async postSigned(url: string, fields: Record<string, string>, signature?: string) {
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilioSignature(this.authToken, url, fields),
      },
      body: new URLSearchParams(fields),
    })
  }

  /** An inbound text from a phone to the firm's number, to the site's inbound webhook. */
  inbound(webhookUrl: string, from: string, body: string, signature?: string) {
    this.count += 1
    return this.postSigned(
      webhookUrl,
      {
        MessageSid: `SM${String(this.count).padStart(32, '0')}`,
        AccountSid: this.accountSid,
        From: from,
        To: '+12025550000',
        Body: body,
        NumMedia: '0',
      },
      signature,
    )
  }

  /** Twilio's status callback for a sent message. */
  statusCallback(sms: FakeSms, status: 'sent' | 'delivered' | 'undelivered' | 'failed') {
    if (!sms.statusCallback) throw new Error(`Message ${sms.sid} has no StatusCallback`)
    return this.postSigned(sms.statusCallback, {
      MessageSid: sms.sid,
      MessageStatus: status,
      AccountSid: this.accountSid,
      To: sms.to,
    })
  }

  async stop() {
    await closeServer(this.server)
  }
}
