import { createStaff } from '../support/create-staff.mjs'
import { FakeStripe } from '../support/fake-stripe'
import { startProductionServer } from '../support/production-server.mjs'
import { admin } from './admin-token'
import { onlyAgentTakesCalls, sendFooterLead } from './booking-helpers'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { answerQuestionnaire, phonePhoto } from './questionnaire-helpers'
import { account, signIn } from './staff-helpers'

// A client pays a fee at (fake) Stripe Checkout on a phone and lands on the site's payment page,
// in both languages. The link is made as an admin makes it: the admin API's "request payment"
// (startCheckout), on a server of its own wired to the fake, on a port of its own so that every
// page and request of this file goes there (the e2e admin is made there too, so the shared
// helpers log in as on the main server).
const port = Number(process.env.E2E_PORT || 3210) + 7
test.use({ viewport: { width: 375, height: 740 }, baseURL: `http://127.0.0.1:${port}` })
test.describe.configure({ mode: 'serial' })

const stripe = new FakeStripe()
let site: Awaited<ReturnType<typeof startProductionServer>>
let token = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await stripe.start()
  site = await startProductionServer('e2e-payments', {
    port,
    env: { ...stripe.env(), STAFF_TWO_FACTOR: 'off', LEAD_RATE_LIMIT: '1000' },
  })
  stripe.webhookUrl = `${site.url}/api/payments/stripe`
  await createStaff(site.databaseUrl, { ...admin, role: 'admin' })
  const login = await fetch(`${site.url}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  token = (await login.json()).token
})

test.afterAll(async () => {
  site?.stop()
  await stripe.stop()
})

/** A visitor's lead as the site's form posts it: its id. */
async function postedLead(request: APIRequestContext) {
  const phone = `20257${String(Date.now()).slice(-5)}`
  // The visitor's lead as the site's form posts it: with the CSRF token of its session.
  const { token: csrf } = await (await request.get(`${site.url}/csrf-token`)).json()
  const posted = await request.post(`${site.url}/api/prospecto/agregar`, {
    headers: { accept: 'application/json' },
    multipart: {
      _token: csrf,
      nombre: 'Cliente Paga',
      phone,
      checkbox: '1',
      seccion: 'Contacto Español',
    },
  })
  expect((await posted.json()).status).toBe('success')
  const auth = { authorization: `JWT ${token}` }
  const found = await fetch(`${site.url}/cms/api/leads?where[phone][equals]=${phone}&depth=0`, {
    headers: auth,
  })
  return (await found.json()).docs[0].id as number
}

const adminAuth = () => ({ authorization: `JWT ${token}`, 'content-type': 'application/json' })

async function checkoutUrl(request: APIRequestContext, locale: 'es' | 'en') {
  const lead = await postedLead(request)
  const requested = await fetch(`${site.url}/cms/api/payments/request`, {
    method: 'POST',
    headers: adminAuth(),
    body: JSON.stringify({ lead, amountCents: 15000, description: 'Consulta', locale }),
  })
  expect(requested.status).toBe(201)
  return (await requested.json()).url as string
}

const cases = [
  { locale: 'es' as const, path: '/pago', paid: 'Pago recibido' },
  { locale: 'en' as const, path: '/en/payment', paid: 'Payment received' },
]

for (const { locale, path, paid } of cases) {
  test(`pays at the fake checkout and lands on the success page (${locale})`, async ({
    page,
    request,
  }) => {
    await page.goto(await checkoutUrl(request, locale))
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}\\?estado=ok&sesion=cs_`))
    // The webhook may come after the browser: the page refreshes itself until it is paid.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(paid, { timeout: 20_000 })
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await page.screenshot({ path: `test-results/payment-${locale}.png`, fullPage: true })
  })
}

// The whole path on one lead, on a phone, in both languages, with and without JavaScript: the
// visitor sends the contact form, books the free call from the thank-you page, answers the
// questionnaire with a phone photo, signs the letter that names a fee, follows the signed form's
// 303 to Checkout (the sign page's policy lets the form go there) and pays; the lead becomes
// retained once the firm countersigns, and (the admin needs JavaScript) the agent sees it so.
const shots = 'test-results/client-path'
const words = {
  es: {
    contact: '/contacto',
    send: 'Enviar',
    thanks: /\/gracias$/,
    seeTimes: 'Ver horas disponibles',
    confirm: 'Confirmar la llamada',
    booked: 'Su llamada gratuita quedó agendada',
    manage: /\/llamada\?enlace=/,
    consent: 'Acepto usar documentos',
    name: 'Su nombre completo',
    sign: 'Firmar el contrato',
    paidPath: /\/pago\?estado=ok&sesion=cs_/,
    paid: 'Pago recibido',
    questionnaire: 'Cuestionario antes de la llamada',
    version: 'Versión 1',
    showLink: 'Mostrar el enlace',
    retained: 'Contratado',
  },
  en: {
    contact: '/en/contact',
    send: 'Send',
    thanks: /\/en\/thank-you$/,
    seeTimes: 'See available times',
    confirm: 'Confirm the call',
    booked: 'Your free call is booked',
    manage: /\/en\/call\?enlace=/,
    consent: 'I agree to use electronic records',
    name: 'Your full name',
    sign: 'Sign the letter',
    paidPath: /\/en\/payment\?estado=ok&sesion=cs_/,
    paid: 'Payment received',
    questionnaire: 'Questionnaire before the call',
    version: 'Version 1',
    showLink: 'Show the link',
    retained: 'Retained',
  },
} as const

/** The agent who takes the calls, and who reads the lead at the end. */
let agent: Awaited<ReturnType<typeof account>>
test.beforeAll(async ({ request }) => {
  agent = await account(request, 'agent', 'Agente Pago')
  await onlyAgentTakesCalls(request, agent.id)
})

/** The thank-you page's picker, or its plain form without JavaScript: the first free time. */
async function bookFirstTime(page: Page, locale: 'es' | 'en', javaScriptEnabled: boolean) {
  const t = words[locale]
  const picker = page.locator('section[aria-labelledby="booking-title"]')
  if (javaScriptEnabled) {
    await picker.locator('label:has(input[type="radio"])').first().click()
    await picker.getByRole('button', { name: t.confirm }).click()
    await expect(picker.getByRole('status')).toContainText(t.booked)
    return picker.locator('[data-questionnaire] a')
  }
  await picker.getByRole('button', { name: t.seeTimes }).click()
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: t.confirm }).click()
  await expect(page).toHaveURL(t.manage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.booked)
  return page.locator('[data-questionnaire] a')
}

/** The lead's page at 375 px in the agent's admin language: answers, photo and status. */
async function agentSeesRetained(page: Page, lead: number, locale: 'es' | 'en') {
  const t = words[locale]
  await page.context().clearCookies()
  await page.context().addCookies([{ name: 'payload-lng', value: locale, url: page.url() }])
  await signIn(page, agent, `/admin/collections/leads/${lead}`)
  const answers = page.locator('section.lead-questionnaire')
  await expect(answers).toContainText(t.questionnaire, { timeout: 20_000 })
  await expect(answers).toContainText('Texas')
  await expect(answers).toContainText(t.version)
  await expect(page.locator('section.lead-documents')).toContainText('phone-photo-gps')
  await expect(page.locator('#field-status')).toContainText(t.retained)
  await answers.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/admin-lead-${locale}-375.png` })
  await answers.getByRole('button', { name: t.showLink }).click()
  await expect(answers.locator('input[readonly]')).toHaveValue(
    /\/(en\/questionnaire|cuestionario)\?enlace=/,
  )
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'js' : 'nojs'
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })
    for (const locale of ['es', 'en'] as const) {
      const t = words[locale]
      test(`books, answers with a photo, signs, pays and is retained (${locale})`, async ({
        page,
      }) => {
        // Eleven pages and posts, from the contact form to the countersignature.
        test.setTimeout(120_000)
        const phone = await sendFooterLead(page, t.contact, t.send, {
          nombre: 'Cliente Camino',
          phone: `20258${String(Date.now()).slice(-5)}`,
        })
        await expect(page).toHaveURL(t.thanks, { timeout: 20_000 })

        await (await bookFirstTime(page, locale, javaScriptEnabled)).click()
        await answerQuestionnaire(page, locale, `${shots}/${locale}-${mode}`, phonePhoto)

        const cms = (path: string, init: RequestInit = {}) =>
          fetch(`${site.url}/cms/api${path}`, { ...init, headers: adminAuth() }).then((r) =>
            r.json(),
          )
        const lead = (await cms(`/leads?where[phone][equals]=${phone}&depth=0`)).docs[0]
          .id as number
        const templates = `/engagement-templates?where[language][equals]=${locale}&depth=0`
        const template = (await cms(templates)).docs[0]
        const attorney = (await cms('/attorneys?limit=1&depth=0')).docs[0]
        const created = await cms('/engagements', {
          method: 'POST',
          body: JSON.stringify({
            lead,
            template: template.id,
            attorney: attorney.id,
            feeCents: 15000,
            status: 'sent',
          }),
        })
        const signUrl = new URL(created.doc.signUrl)
        await page.goto(`${signUrl.pathname}${signUrl.search}`)
        await page.getByLabel(t.consent, { exact: false }).check()
        await page.getByLabel(t.name, { exact: false }).fill('Cliente Camino')
        await page.getByRole('button', { name: t.sign }).click()
        await expect(page).toHaveURL(new RegExp(`^${stripe.url}/`))
        await page.getByRole('button', { name: 'Pay' }).click()
        await expect(page).toHaveURL(t.paidPath)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.paid, {
          timeout: 20_000,
        })
        // Signed and paid, not yet countersigned: not retained. The countersignature retains it.
        const leadStatus = async () => (await cms(`/leads/${lead}?depth=0`)).status
        expect(await leadStatus()).not.toBe('retained')
        await cms(`/engagements/${created.doc.id}`, {
          method: 'PATCH',
          body: JSON.stringify({ status: 'countersigned' }),
        })
        await expect.poll(leadStatus).toBe('retained')
        if (javaScriptEnabled) await agentSeesRetained(page, lead, locale)
      })
    }
  })
}
