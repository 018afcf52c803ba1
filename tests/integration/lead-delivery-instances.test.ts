import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { Visitor } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { SmtpSink, waitFor, WebhookSink } from '../support/sinks'

// Two instances of the site on one database, as an operator scales out: both run the outbox,
// polling fast so they race for the same deliveries. Each lead must still reach the firm once.
const servers: RunningServer[] = []
const smtp = new SmtpSink()
const webhook = new WebhookSink()

beforeAll(async () => {
  await smtp.start()
  await webhook.start()
  const env = {
    DATABASE_URL: await freshDatabase('instances'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEAD_NOTIFY_TO: 'intake@firm.test',
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks/leads`,
    OUTBOX_POLL_MS: '25',
    LEAD_RATE_LIMIT: '1000',
    PAYLOAD_SECRET: 'shared-secret-of-both-instances-32-chars-or-more',
  }
  // One after the other: the first applies the migrations and loads the sample content.
  servers.push(await startServer(env))
  servers.push(await startServer(env))
}, 240_000)

afterAll(async () => {
  for (const server of servers) await server.stop()
  await smtp.stop()
  await webhook.stop()
})

describe('lead delivery with several instances', () => {
  it('e-mails and posts each lead exactly once while both instances work the outbox', async () => {
    const phones = Array.from({ length: 24 }, (_, i) => `30555501${String(i).padStart(2, '0')}`)
    const answers = await Promise.all(
      phones.map(async (phone, i) => {
        const response = await new Visitor(servers[i % 2].url).post('/api/prospecto/agregar', {
          nombre: 'Marta Ruiz',
          phone,
          email: 'marta@example.com',
          checkbox: '1',
          seccion: 'Footer Español',
        })
        return (await response.json()).status
      }),
    )
    expect(answers.every((status) => status === 'success')).toBe(true)
    const mailsOf = (phone: string) => smtp.messages.filter((m) => m.raw.includes(phone))
    const hooksOf = (phone: string) => webhook.received.filter((h) => h.body.lead.phone === phone)
    await waitFor(
      () => phones.every((phone) => mailsOf(phone).length && hooksOf(phone).length),
      60_000,
    )
    await new Promise((resolve) => setTimeout(resolve, 1500)) // room for a duplicate to show
    for (const phone of phones) {
      expect(mailsOf(phone), phone).toHaveLength(1)
      expect(hooksOf(phone), phone).toHaveLength(1)
    }
  })
})
