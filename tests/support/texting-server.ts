import { afterAll, beforeAll } from 'vitest'
import { FakeTwilio } from './fake-twilio'
import { FakeWhatsApp } from './fake-whatsapp'
import { cmsApi, startStaffServer, Visitor } from './http'
import { twilioWebhooks } from './twilio-webhooks'

/** The public origin Twilio is given (SITE_URL); its webhooks are signed for it. */
export const publicOrigin = 'http://localhost:3000'

const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
export const alwaysOpen = allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' }))

/**
 * A server texting visitors through the fakes (Twilio, WhatsApp Cloud), open all week in New
 * York time with WhatsApp auto-replies on, its outbox looking five times a second: the server,
 * its admin, the admin's API and Twilio's webhooks to it.
 */
export async function startTextingServer(
  name: string,
  fakes: { twilio: FakeTwilio; whatsapp: FakeWhatsApp },
  env: Record<string, string> = {},
) {
  const { server, staff } = await startStaffServer(name, {
    ...fakes.twilio.env(),
    ...fakes.whatsapp.env(),
    SITE_URL: publicOrigin,
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    LEAD_RATE_LIMIT: '1000',
    ...env,
  })
  const api = cmsApi(server.url, () => staff.token)
  const hooks = twilioWebhooks(fakes.twilio, server.url, publicOrigin)
  const schedule = { timeZone: 'America/New_York', hours: alwaysOpen }
  const scheduled = await api('POST', '/globals/intake-schedule', schedule)
  if (scheduled.status !== 200) throw new Error(`intake schedule: ${scheduled.status}`)
  const replies = await api('POST', '/globals/auto-replies', { whatsapp: { enabled: true } })
  if (replies.status !== 200) throw new Error(`auto-replies: ${replies.status}`)
  return { server, staff, api, hooks }
}

/** A visitor's form with consent through the public endpoint, as the site's forms post it. */
export async function postConsentedLead(
  baseURL: string,
  phone: string,
  options: { nombre?: string; locale?: 'es' | 'en' } = {},
) {
  const fields = {
    nombre: options.nombre ?? 'Rosa Baja',
    phone,
    mensaje: 'Consulta de prueba',
    checkbox: '1',
    seccion: 'Contacto Español',
    ...(options.locale === 'en' ? { locale: 'en', page_path: '/en/contact' } : {}),
  }
  const response = await new Visitor(baseURL).post('/api/prospecto/agregar', fields)
  const body = (await response.json()) as { status?: string }
  if (body.status !== 'success') throw new Error(`lead not stored: ${JSON.stringify(body)}`)
}

/**
 * A test file's texting server with its fakes: started before the file's tests, stopped after.
 * Read its parts inside the tests, not at import time.
 */
export function textingServerForFile(name: string) {
  const twilio = new FakeTwilio()
  const whatsapp = new FakeWhatsApp()
  const running = { twilio, whatsapp } as { twilio: FakeTwilio; whatsapp: FakeWhatsApp } & Awaited<
    ReturnType<typeof startTextingServer>
  >
  beforeAll(async () => {
    await Promise.all([twilio.start(), whatsapp.start()])
    Object.assign(running, await startTextingServer(name, { twilio, whatsapp }))
  }, 120_000)
  afterAll(async () => {
    await running.server?.stop()
    await Promise.all([twilio.stop(), whatsapp.stop()])
  })
  return running
}
