import { adminToken } from './admin-token'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { account, logIn } from './staff-helpers'

// A visitor answers the questionnaire before the call on a phone (375 px), in both languages,
// with JavaScript and without (the plain forms post one step each).
const shots = 'test-results/questionnaire'

const words = {
  es: {
    step: (n: number) => `Paso ${n} de 4`,
    next: 'Guardar y seguir',
    submit: 'Enviar mis respuestas',
    review: 'Revise sus respuestas',
    done: 'Recibimos sus respuestas',
    why: 'Por qué lo preguntamos',
  },
  en: {
    step: (n: number) => `Step ${n} of 4`,
    next: 'Save and continue',
    submit: 'Send my answers',
    review: 'Check your answers',
    done: 'We received your answers',
    why: 'Why we ask',
  },
}

/** A lead sent through the contact form, and its private link as an agent gets it. */
async function questionnaireLink(request: APIRequestContext, locale: 'es' | 'en') {
  const { token } = await (await request.get('/csrf-token')).json()
  const phone = `202555${String(Date.now()).slice(-4)}`
  const sent = await request.post('/api/prospecto/agregar', {
    headers: { accept: 'application/json' },
    form: {
      _token: token,
      nombre: 'Ana Ruiz',
      phone,
      checkbox: '1',
      mensaje: 'Consulta',
      seccion: locale === 'es' ? 'Contacto Español' : 'Contacto Inglés',
      ...(locale === 'en' ? { locale: 'en', page_path: '/en/contact' } : {}),
    },
  })
  expect((await sent.json()).status).toBe('success')
  const auth = { authorization: `JWT ${await adminToken(request)}` }
  const leads = await (
    await request.get(`/cms/api/leads?where[phone][equals]=${phone}&depth=0`, { headers: auth })
  ).json()
  const link = await request.post('/cms/api/questionnaire-answers/send-link', {
    headers: auth,
    data: { lead: leads.docs[0].id },
  })
  const { url } = await link.json()
  const parsed = new URL(url)
  return { path: parsed.pathname + parsed.search, lead: leads.docs[0].id as number }
}

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
}

async function answerAll(page: Page, locale: 'es' | 'en', mode: string) {
  const t = words[locale]
  const next = () => page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.step(1))).toBeVisible()
  await fitsTheScreen(page)
  await page.screenshot({ path: `${shots}/step1-${locale}-${mode}-375.png`, fullPage: true })
  await page.locator('[name="q_birth-date"]').fill('1990-04-02')
  await page.locator('[name="q_birth-country"]').selectOption('MX')
  await page.locator('[name="q_us-state"]').fill('Texas')
  await next()
  await expect(page.getByText(t.step(2))).toBeVisible()
  await page.locator('[name="q_entry"][value="visa"]').check()
  await page.locator('[name="q_entry-date"]').fill('2019-06-01')
  await page.locator('[name="q_relatives"][value="spouse"]').check()
  await page.locator('[name="q_applications"]').fill('1')
  await next()
  await expect(page.getByText(t.step(3))).toBeVisible()
  await expect(page.getByText(t.why).first()).toBeVisible()
  await fitsTheScreen(page)
  await page.screenshot({ path: `${shots}/sensitive-${locale}-${mode}-375.png`, fullPage: true })
  await page.locator('[name="q_prior-removal"][value="no"]').check()
  await page.locator('[name="q_criminal-history"][value="no"]').check()
  await next()
  await expect(page.getByText(t.step(4))).toBeVisible()
  await expect(page.locator('input[type="file"][name="q_id-document"]')).toBeAttached()
  await page.screenshot({ path: `${shots}/documents-${locale}-${mode}-375.png`, fullPage: true })
  await page
    .locator('[name="q_main-question"]')
    .fill(locale === 'es' ? '¿Puedo pedir la residencia?' : 'Can I apply for residence?')
  await next()
  await expect(page.getByRole('heading', { name: t.review })).toBeVisible()
  await fitsTheScreen(page)
  await page.screenshot({ path: `${shots}/summary-${locale}-${mode}-375.png`, fullPage: true })
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByText(t.done)).toBeVisible()
  await page.screenshot({ path: `${shots}/done-${locale}-${mode}-375.png`, fullPage: true })
}

/** The lead's page at 375 px in the admin's language: the answers, read-only, and the link. */
async function agentReads(
  page: Page,
  request: APIRequestContext,
  lead: number,
  language: 'es' | 'en',
) {
  const agent = await account(request, 'agent')
  await page.context().clearCookies()
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: page.url() }])
  await logIn(page, agent, `/admin/collections/leads/${lead}`)
  const panel = page.locator('section.lead-questionnaire')
  await expect(panel).toContainText(
    language === 'es' ? 'Cuestionario antes de la llamada' : 'Questionnaire before the call',
    { timeout: 20_000 },
  )
  await expect(panel).toContainText('Texas')
  await expect(panel).toContainText(language === 'es' ? 'Versión 1' : 'Version 1')
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/admin-lead-${language}-375.png` })
  await panel
    .getByRole('button', { name: language === 'es' ? 'Mostrar el enlace' : 'Show the link' })
    .click()
  await expect(panel.locator('input[readonly]')).toHaveValue(
    /\/(en\/questionnaire|cuestionario)\?enlace=/,
  )
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'js' : 'nojs'
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 } })
    // Five pages and five posts on a machine shared by several builds.
    test.setTimeout(90_000)
    for (const locale of ['es', 'en'] as const) {
      test(`answers the questionnaire to the end at 375 px (${locale})`, async ({
        page,
        request,
      }) => {
        const { path, lead } = await questionnaireLink(request, locale)
        expect(path).toMatch(
          locale === 'es' ? /^\/cuestionario\?enlace=/ : /^\/en\/questionnaire\?enlace=/,
        )
        await page.goto(path)
        await answerAll(page, locale, mode)
        if (javaScriptEnabled) await agentReads(page, request, lead, locale)
      })
    }
  })
}
