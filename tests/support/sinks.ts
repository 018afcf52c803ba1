import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { listenWithBody } from './http-receiver'

export type ReceivedMail = { to: string[]; raw: string; at: number }

/** An SMTP server that accepts every message and keeps it, for the delivery tests. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = []
  /** Answers every message with a temporary failure (451) while set. */
  refusing = false
  private server: SMTPServer | null = null
  port = 0

  async start(port = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = ''
        stream.on('data', (chunk) => (raw += chunk))
        stream.on('end', () => {
          if (this.refusing) {
            const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })
            return callback(error)
          }
          this.messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            at: Date.now(),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve))
    this.port = (this.server.server.address() as AddressInfo).port
    return this
  }

  async stop() {
    if (!this.server) return
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
    this.server = null
  }
}

export type ReceivedHook = {
  idempotencyKey: string
  /** The body's `event` (`lead.retained`…); undefined for the new-lead webhook. */
  event?: string
  body: {
    lead: Record<string, unknown>
    event?: string
    matter?: Record<string, unknown>
    /** A lead retained by its engagement letter: the letter's hash and the fees paid. */
    letter?: Record<string, unknown>
    payments?: Record<string, unknown>[]
  }
}

/** A webhook receiver that can be told to fail, for the outbox retry tests. */
export class WebhookSink {
  readonly received: ReceivedHook[] = []
  /** Answers 503 while set. */
  failing = false
  /** Answers 500 while set. */
  erroring = false
  /** Never answers while set (the sender must time out). */
  hanging = false
  /** Each post left unanswered while `hanging`: when it came, and when the sender gave it up. */
  readonly hung: { phone: string; at: number; endedAt?: number }[] = []
  /** Answers this long after a post has arrived (a slow receiver). */
  delayMs = 0
  /** Posts as they arrive, before any answer: the sends under way. */
  readonly arrived: ReceivedHook['body'][] = []
  private listener: Awaited<ReturnType<typeof listenWithBody>> | null = null
  port = 0

  async start(port = 0) {
    this.listener = await listenWithBody(async (request, response, raw) => {
      if (this.hanging) {
        const post = { phone: String(JSON.parse(raw)?.lead?.phone), at: Date.now() }
        this.hung.push(post)
        request.socket.once('close', () => Object.assign(post, { endedAt: Date.now() }))
        return
      }
      if (this.failing || this.erroring) {
        response.writeHead(this.failing ? 503 : 500).end('down')
        return
      }
      const body = JSON.parse(raw) as ReceivedHook['body']
      this.arrived.push(body)
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
      const idempotencyKey = String(request.headers['idempotency-key'])
      this.received.push({ idempotencyKey, event: body.event, body })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    }, port)
    this.port = this.listener.port
    return this
  }

  async stop() {
    await this.listener?.stop()
  }
}

export async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, ms = 15_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}
