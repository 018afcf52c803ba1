import { adminToken } from './admin-token'
import { expect, test, type APIRequestContext } from './fixtures'

// The client signs their engagement letter on a phone (375 px), in both languages, with and
// without JavaScript (the form is a plain post either way).
const shots = 'test-results/engagement-sign'

const texts = {
  es: {
    consent: 'Acepto usar documentos',
    name: 'Su nombre completo',
    sign: 'Firmar el contrato',
    done: 'Contrato firmado',
    copy: 'Descargar su copia firmada',
    missing: 'Marque la casilla',
  },
  en: {
    consent: 'I agree to use electronic records',
    name: 'Your full name',
    sign: 'Sign the letter',
    done: 'Letter signed',
    copy: 'Download your signed copy',
    missing: 'Check the box',
  },
} as const

/** A lead from the contact form and a letter sent to it by the admin: its signing link. */
async function sentLetter(request: APIRequestContext, locale: 'es' | 'en') {
  const token = await adminToken(request)
  const auth = { authorization: `JWT ${token}` }
  const csrf = (await (await request.get('/csrf-token')).json()).token
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const email = `sign-${stamp}@example.com`
  const lead = await request.post('/api/prospecto/agregar', {
    headers: { accept: 'application/json' },
    multipart: {
      _token: csrf,
      nombre: 'Ana Torres',
      phone: `305${stamp.slice(-7)}`,
      email,
      mensaje: 'Consulta',
      checkbox: '1',
      seccion: 'Contacto Español',
    },
  })
  expect(lead.status()).toBeLessThan(300)
  const found = await request.get(`/cms/api/leads?where[email][equals]=${email}&depth=0`, {
    headers: auth,
  })
  const leadId = (await found.json()).docs[0].id
  const templates = await request.get(
    `/cms/api/engagement-templates?where[language][equals]=${locale}&depth=0`,
    { headers: auth },
  )
  const template = (await templates.json()).docs[0].id
  const created = await request.post('/cms/api/engagements', {
    headers: auth,
    data: { lead: leadId, template, feeCents: 0, paymentPlan: 'Monthly / Mensual', status: 'sent' },
  })
  expect(created.status()).toBe(201)
  const url = new URL((await created.json()).doc.signUrl)
  return url.pathname + url.search
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`signing ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } })
    for (const locale of ['es', 'en'] as const) {
      test(`a client signs the letter at 375 px (${locale})`, async ({ page, request }) => {
        const t = texts[locale]
        const link = await sentLetter(request, locale)
        await page.goto(link)
        await expect(page.locator('article.letter h2')).toBeVisible()
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width).toBeLessThanOrEqual(375)
        await page.screenshot({
          path: `${shots}/${locale}-${javaScriptEnabled ? 'js' : 'nojs'}-letter.png`,
          fullPage: true,
        })
        await page.getByLabel(t.name).fill('Ana Torres')
        await page.getByRole('button', { name: t.sign }).click()
        await expect(page.getByRole('alert')).toContainText(t.missing)
        await expect(page.getByLabel(t.name)).toHaveValue('Ana Torres')
        await page.getByLabel(t.consent).check()
        await page.getByRole('button', { name: t.sign }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.done)
        await expect(page.getByRole('link', { name: t.copy })).toBeVisible()
        await page.screenshot({
          path: `${shots}/${locale}-${javaScriptEnabled ? 'js' : 'nojs'}-done.png`,
          fullPage: true,
        })
      })
    }
  })
}
