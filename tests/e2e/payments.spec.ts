import { expect, test, type APIRequestContext } from '@playwright/test'
import { createStaff } from '../support/create-staff.mjs'
import { FakeStripe } from '../support/fake-stripe'
import { startProductionServer } from '../support/production-server.mjs'

// A client pays a fee at (fake) Stripe Checkout on a phone and lands on the site's payment page,
// in both languages. The link is made as an admin makes it: the admin API's "request payment"
// (startCheckout), on a server of its own wired to the fake.
test.use({ viewport: { width: 375, height: 740 } })
test.describe.configure({ mode: 'serial' })

const stripe = new FakeStripe()
let site: Awaited<ReturnType<typeof startProductionServer>>
let token = ''
const admin = { email: 'payments-admin@firm.test', password: 'a-long-enough-password-1' }

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await stripe.start()
  site = await startProductionServer('e2e-payments', {
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

// The whole end of the path on a phone, in both languages, with and without JavaScript: the
// client signs a letter that names a fee, the browser follows the signed form's 303 to Checkout
// (the sign page's policy lets the form go there), pays, and the lead becomes retained once the
// firm countersigns.
const signing = {
  es: {
    consent: 'Acepto usar documentos',
    name: 'Su nombre completo',
    sign: 'Firmar el contrato',
    paidPath: /\/pago\?estado=ok&sesion=cs_/,
    paid: 'Pago recibido',
  },
  en: {
    consent: 'I agree to use electronic records',
    name: 'Your full name',
    sign: 'Sign the letter',
    paidPath: /\/en\/payment\?estado=ok&sesion=cs_/,
    paid: 'Payment received',
  },
} as const

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })
    for (const locale of ['es', 'en'] as const) {
      const t = signing[locale]
      test(`signs a letter with a fee, pays, and is retained once countersigned (${locale})`, async ({
        page,
        request,
      }) => {
        const lead = await postedLead(request)
        const cms = (path: string, init: RequestInit = {}) =>
          fetch(`${site.url}/cms/api${path}`, { ...init, headers: adminAuth() }).then((r) =>
            r.json(),
          )
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
        await page.goto(`${site.url}${signUrl.pathname}${signUrl.search}`)
        await page.getByLabel(t.consent, { exact: false }).check()
        await page.getByLabel(t.name, { exact: false }).fill('Cliente Paga')
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
      })
    }
  })
}
