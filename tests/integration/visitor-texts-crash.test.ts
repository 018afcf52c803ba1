import { afterAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { FakeTwilio } from '../support/fake-twilio'
import { firstStaffToken, Staff, Visitor } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { waitFor } from '../support/sinks'

// kill -9 between the store and the send: the auto-reply's row is written with the lead, so the
// text goes out after the restart, exactly once.
const twilio = new FakeTwilio()
let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
  await twilio.stop()
})

describe('an auto-reply survives a crashing server', () => {
  it('texts once after a kill -9 that came before the send', async () => {
    await twilio.start()
    const port = twilio.port
    // Twilio unreachable: the text is stored but cannot go out yet.
    await twilio.stop()
    const env = {
      DATABASE_URL: await freshDatabase('visitor-texts-crash'),
      ...twilio.env(),
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
      LEAD_RATE_LIMIT: '1000',
    }
    server = await startServer(env)
    const staff = new Staff(server.url, await firstStaffToken(server.url))
    const phone = '2025550401'
    const posted = await new Visitor(server.url).post('/api/prospecto/agregar', {
      nombre: 'Marta Ruiz',
      phone,
      checkbox: '1',
      seccion: 'Contacto Español',
    })
    expect(await posted.json()).toMatchObject({ status: 'success' })
    const [stored] = (await staff.find('leads', { phone })).docs
    const row = await waitFor(async () => {
      const { docs } = await staff.find('lead-deliveries', { lead: String(stored.id) })
      const sms = docs.find((d) => d.channel === 'visitor-sms')
      return sms && Number(sms.attempts) >= 1 ? sms : undefined
    })
    expect(row.status).toBe('pending')
    await server.crash()
    await twilio.start(port)
    server = await startServer(env)
    await waitFor(() => twilio.messages.find((m) => m.to === `+1${phone}`), 20_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(twilio.messages.filter((m) => m.to === `+1${phone}`)).toHaveLength(1)
    expect(twilio.messages[0].body).toMatch(/^Hola Marta, gracias por escribir a /)
  }, 240_000)
})
