import { createStaff } from '../support/create-staff.mjs'
import { FakeTwilio } from '../support/fake-twilio'
import { startProductionServer } from '../support/production-server.mjs'
import { waitFor } from '../support/sinks'
import { twilioWebhooks } from '../support/twilio-webhooks'
import { expect as baseExpect, test, type APIRequestContext } from './fixtures'

// Issue 34, the conversation on a phone, in both admin languages: an agent turns alerts on, a
// client answers the firm's text, the agent's open inbox rings with it, the lead shows it at the
// bottom of the thread and the agent answers from there; Twilio (a local fake) receives the
// answer. Its own server: it texts through the fake and polls the outbox fast.

const expect = baseExpect.configure({ timeout: 20_000 })
const twilio = new FakeTwilio()
const password = 'a-long-enough-password-1'
const agent = { email: 'lucia@firm.test', password, name: 'Lucía Agente' }
let site: { url: string; databaseUrl: string; stop: () => void }
let hooks: ReturnType<typeof twilioWebhooks>

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true })
test.setTimeout(120_000)

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000)
  await twilio.start()
  site = await startProductionServer('e2e-conversation', {
    env: {
      ...twilio.env(),
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
      LEAD_RATE_LIMIT: '1000',
    },
  })
  // Twilio signs its webhooks for the URL it was given: the site's own here.
  hooks = twilioWebhooks(twilio, site.url, site.url)
  const api = await playwright.request.newContext({ baseURL: site.url })
  const admin = { email: 'admin@firm.test', password }
  await createStaff(site.databaseUrl, { ...admin, role: 'admin' })
  const { token } = await (await api.post('/cms/api/users/login', { data: admin })).json()
  const headers = { authorization: `JWT ${token}` }
  const created = await api.post('/cms/api/users', {
    headers,
    data: { ...agent, roles: ['agent'] },
  })
  const agentId = (await created.json()).doc.id
  // Lucía is on duty at every hour of an always-open week: each new lead is hers.
  const allDay = { from: '00:00', to: '23:59' }
  const week = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
  const hours = week.map((day) => ({ day, opens: allDay.from, closes: allDay.to }))
  const shifts = [{ agent: agentId, days: week, ...allDay }]
  const url = '/cms/api/globals/intake-schedule'
  baseExpect((await api.post(url, { headers, data: { hours, shifts } })).status()).toBe(200)
  await api.dispose()
})

test.afterAll(async () => {
  await twilio.stop()
  site?.stop()
})

async function visitorLead(request: APIRequestContext, nombre: string, phone: string) {
  const { token } = await (await request.get(`${site.url}/csrf-token`)).json()
  const response = await request.post(`${site.url}/api/prospecto/agregar`, {
    headers: { accept: 'application/json' },
    multipart: { _token: token, nombre, phone, checkbox: '1', seccion: 'Footer Español' },
  })
  baseExpect(await response.json()).toMatchObject({ status: 'success' })
}

const languages = [
  {
    lng: 'es',
    locale: 'es-US',
    turnOn: 'Activar avisos en este dispositivo',
    openLead: 'Abrir el prospecto',
    unread: 'Mensaje nuevo del cliente',
    replyLabel: 'Responder al cliente por SMS',
    send: 'Enviar',
    phone: '2025550701',
    question: '¿Necesito llevar mi pasaporte a la cita?',
    answer: 'Sí, tráigalo por favor. También su permiso de trabajo.',
  },
  {
    lng: 'en',
    locale: 'en-US',
    turnOn: 'Turn on alerts on this device',
    openLead: 'Open the lead',
    unread: 'New message from the client',
    replyLabel: 'Answer the client by SMS',
    send: 'Send',
    phone: '2025550702',
    question: 'Do I need to bring my passport?',
    answer: 'Yes, please bring it, and your work permit too.',
  },
]

for (const language of languages) {
  test.describe(`the conversation on a phone (${language.locale})`, () => {
    test.use({ locale: language.locale })

    test("an agent reads a client's reply and answers it", async ({ page, request }, testInfo) => {
      await page.context().addCookies([{ name: 'payload-lng', value: language.lng, url: site.url }])
      await page.context().grantPermissions(['notifications'])
      await page.goto(`${site.url}/admin/login`)
      await page.locator('#field-email').fill(agent.email)
      await page.locator('#field-password').fill(agent.password)
      await page.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/admin\/collections\/leads/)
      const turnOn = page.getByRole('button', { name: language.turnOn })
      await expect(turnOn).toBeInViewport()
      await turnOn.click()

      const nombre = `Cliente ${language.lng} ${Date.now()}`
      await visitorLead(request, nombre, language.phone)
      // The firm's auto-reply reached the client; the client answers it.
      await waitFor(() => twilio.messages.find((m) => m.to === `+1${language.phone}`))
      baseExpect((await hooks.inbound(`+1${language.phone}`, language.question)).status).toBe(200)

      // The open inbox rings with the client's words.
      const banner = page.getByRole('alert').filter({ hasText: language.question })
      await expect(banner).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`reply-alert-${language.lng}.png`) })
      await page.goto(`${site.url}/admin/collections/leads`)
      const card = page.locator('.lead-card', { hasText: nombre })
      await expect(card).toContainText(language.unread)
      await card.getByRole('link', { name: nombre }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/leads\/\d+$/)

      // The thread: the client's text is the newest, at the bottom, above the answer box.
      const thread = page.locator('.lead-text')
      await expect(thread.last()).toContainText(language.question)
      const box = page.getByLabel(language.replyLabel)
      await box.scrollIntoViewIfNeeded()
      await page.screenshot({ path: testInfo.outputPath(`thread-${language.lng}.png`) })
      await page.waitForLoadState('networkidle')
      await box.fill(language.answer)
      await page.getByRole('button', { name: language.send, exact: true }).click()
      const received = await waitFor(() =>
        twilio.messages.find((m) => m.to === `+1${language.phone}` && m.body === language.answer),
      )
      baseExpect(received).toBeTruthy()
      // On record once it left: the page shows it last in the thread. The fake has the text a
      // moment before the server writes the send's outcome, so the page is read again until then.
      const answered = page.locator('.lead-text').last()
      await expect(async () => {
        await page.reload()
        await expect(answered).toContainText(language.answer, { timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await answered.scrollIntoViewIfNeeded()
      await page.screenshot({ path: testInfo.outputPath(`answered-${language.lng}.png`) })

      // Opened: the inbox no longer marks it unread.
      await page.goto(`${site.url}/admin/collections/leads`)
      await expect(page.locator('.lead-card', { hasText: nombre })).not.toContainText(
        language.unread,
      )
    })
  })
}
