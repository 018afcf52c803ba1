import { createStaff } from '../support/create-staff.mjs'
import { startProductionServer } from '../support/production-server.mjs'
import { waitFor, WebhookSink } from '../support/sinks'
import { choose } from './admin-fields'
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures'

// Issue 23's "morning", at 375 px in the Spanish admin: a new lead arrives and is assigned to the
// agent on duty → she logs a call "no answer" → a call-back follow-up is created → when it falls
// due (its due time moved through the API, not waited for) the lead shows in her "due now" list →
// she logs "reached" → qualified → retained with an attorney and a matter type → the webhook
// receiver this test starts gets `lead.retained`. Its own server: the outbox must post to the
// receiver and poll fast.

// The admin renders on the server: give a busy test machine time.
const expect = baseExpect.configure({ timeout: 20_000 })
const webhook = new WebhookSink()
let site: { url: string; databaseUrl: string; stop: () => void }
const password = 'a-long-enough-password-1'
const agent = { email: 'carla@firm.test', password, name: 'Carla Agente' }
let adminAuth: { authorization: string }
let agentId: number
let attorneyId: number

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, locale: 'es-US' })
test.setTimeout(120_000)

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000)
  await webhook.start()
  site = await startProductionServer('e2e-morning', {
    env: {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks/leads`,
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
      LEAD_RATE_LIMIT: '1000',
    },
  })
  const api = await playwright.request.newContext({ baseURL: site.url })
  // The first admin, as an operator makes it (the site refuses first-register); create-staff sets
  // no name, and nothing in this morning shows the admin's.
  const admin = { email: 'admin@firm.test', password }
  await createStaff(site.databaseUrl, { ...admin, role: 'admin' })
  const { token } = await (await api.post('/cms/api/users/login', { data: admin })).json()
  adminAuth = { authorization: `JWT ${token}` }
  const created = await api.post('/cms/api/users', {
    headers: adminAuth,
    data: { ...agent, roles: ['agent'] },
  })
  agentId = (await created.json()).doc.id
  const attorney = await api.post('/cms/api/attorneys', {
    headers: adminAuth,
    data: { name: 'Ana Torres', slug: 'ana-torres', role: 'Abogada', profile: 'Perfil' },
  })
  attorneyId = (await attorney.json()).doc.id
  // Carla is on duty all week, and after hours too: the rotation gives her each new lead.
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
  const schedule = await api.post('/cms/api/globals/intake-schedule', {
    headers: adminAuth,
    data: {
      shifts: [{ agent: agentId, days, from: '00:00', to: '23:59' }],
      afterHoursAgent: agentId,
    },
  })
  expect(schedule.status()).toBe(200)
  await api.dispose()
})

test.afterAll(async () => {
  site?.stop()
  await webhook.stop()
})

/** A visitor's lead through the public endpoint, as the site's forms post it. */
async function visitorLead(request: APIRequestContext, nombre: string) {
  const { token } = await (await request.get(`${site.url}/csrf-token`)).json()
  const response = await request.post(`${site.url}/api/prospecto/agregar`, {
    headers: { accept: 'application/json' },
    multipart: {
      _token: token,
      nombre,
      phone: '2025550177',
      checkbox: '1',
      seccion: 'Footer Español',
    },
  })
  expect(await response.json()).toMatchObject({ status: 'success' })
}

const leadApi = (request: APIRequestContext, id: string, data?: Record<string, unknown>) =>
  data
    ? request.patch(`${site.url}/cms/api/leads/${id}`, { headers: adminAuth, data })
    : request.get(`${site.url}/cms/api/leads/${id}?depth=0`, { headers: adminAuth })

/** Logs a call from the lead page's "Registrar llamada" form; resolves once it is counted. */
async function logCall(page: Page, request: APIRequestContext, id: string, outcome: RegExp) {
  const attempts = (await (await leadApi(request, id)).json()).contactAttempts
  // The form posts from the browser once React runs: wait until the page has settled.
  await page.waitForLoadState('networkidle')
  const form = page.locator('details.lead-log-call')
  await form.locator('summary').click()
  await expect(form).toHaveAttribute('open', '')
  await form.getByRole('radio', { name: outcome }).check()
  await form.getByRole('button', { name: 'Guardar llamada' }).click()
  await waitFor(async () => (await (await leadApi(request, id)).json()).contactAttempts > attempts)
}

async function save(page: Page) {
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/actualiz|updated/i)
}

test('an agent works a lead from arrival to retained on a phone', async ({ page, request }) => {
  await page.context().addCookies([{ name: 'payload-lng', value: 'es', url: site.url }])
  await page.goto(`${site.url}/admin/login`)
  await page.locator('#field-email').fill(agent.email)
  await page.locator('#field-password').fill(agent.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/login/)

  // A new lead arrives; the inbox shows it (the list is reloaded, as the "new leads" count offers).
  await visitorLead(request, 'Rosa Morales')
  await page.goto(`${site.url}/admin/collections/leads`)
  const card = page.locator('.lead-card', { hasText: 'Rosa Morales' })
  await expect(card).toContainText('Nuevo')
  await expect(card.getByRole('link', { name: 'Llamar' })).toHaveAttribute(
    'href',
    'tel:+12025550177',
  )
  await card.getByRole('link', { name: 'Rosa Morales' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads\/\d+$/)
  const id = page.url().split('/').at(-1)!
  expect((await (await leadApi(request, id)).json()).assignedTo).toBe(agentId)

  // No answer: a call back is due within business time, on its own.
  await logCall(page, request, id, /No contestó/)
  const followUp = await (await leadApi(request, id)).json()
  expect(followUp).toMatchObject({ contactAttempts: 1, nextAction: 'call-back' })
  await page.reload()
  // The history's entries (the closed form's "No contestó" radio is hidden, not the one meant).
  await expect(page.locator('p', { hasText: 'No contestó' }).first()).toBeVisible()
  await expect(page.locator('p', { hasText: /^Devolver la llamada · / }).first()).toBeVisible()

  // The follow-up falls due: its due time moved to now; the outbox flags it and alerts her.
  await leadApi(request, id, { nextActionDue: new Date(Date.now() + 500).toISOString() })
  await waitFor(async () => (await (await leadApi(request, id)).json()).followUpDue)
  await page.goto(`${site.url}/admin/collections/leads`)
  const due = page.getByTestId('follow-ups-due')
  await expect(due).toHaveText('Mis seguimientos vencidos: 1')
  await due.click()
  await expect(page).toHaveURL(/nextActionDue/)
  await page
    .locator('.lead-card', { hasText: 'Rosa Morales' })
    .getByRole('link', { name: 'Rosa Morales' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/leads/${id}$`))

  // Reached: the first contact; then qualified, then retained with the matter.
  await logCall(page, request, id, /^Contestó/)
  await page.reload()
  await expect(page.locator('#field-status')).toContainText('Contactado')
  await choose(page, 'status', 'Calificado')
  await save(page)
  await choose(page, 'status', 'Contratado')
  await choose(page, 'matterType', 'Visa K-1')
  await choose(page, 'responsibleAttorney', 'Ana Torres')
  await save(page)

  const event = await waitFor(() =>
    webhook.received.find(
      (hook) => hook.event === 'lead.retained' && String(hook.body.lead.id) === id,
    ),
  )
  expect(event.body).toMatchObject({
    lead: { nombre: 'Rosa Morales' },
    matter: { type: 'k1', attorney: { id: attorneyId, name: 'Ana Torres' } },
  })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
