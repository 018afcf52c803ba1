import en from '../../messages/en.json' with { type: 'json' }
import es from '../../messages/es.json' with { type: 'json' }
import { newAgent, nobodyTakesCalls, onlyAgentTakesCalls } from './booking-helpers'
import { expect, test, type Page } from './fixtures'

// Every screen of the free call that cannot go on (no JavaScript): the expired link, no free
// time, a phone number at its limit, a failed booking, a change that could not be confirmed, a
// cancelled call, a wrong manage link. Each is in the site's layout and offers a call,
// WhatsApp and the way back, in both languages, on a phone.
const shots = 'test-results/booking-dead-ends'
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

const texts = {
  es: {
    path: '/llamada',
    home: 'Volver al inicio',
    whatsapp: 'Escribir por WhatsApp',
    contact: '/contacto',
    submit: 'Enviar',
    thanks: /\/gracias$/,
    seeTimes: 'Ver horas disponibles',
    confirm: 'Confirmar la llamada',
    cancel: 'Sí, cancelar la llamada',
    cancelled: 'La llamada fue cancelada.',
    booking: es.booking,
  },
  en: {
    path: '/en/call',
    home: 'Back to the home page',
    whatsapp: 'Message us on WhatsApp',
    contact: '/en/contact',
    submit: 'Send',
    thanks: /\/en\/thank-you$/,
    seeTimes: 'See available times',
    confirm: 'Confirm the call',
    cancel: 'Yes, cancel the call',
    cancelled: 'The call was cancelled.',
    booking: en.booking,
  },
} as const

let agent = 0
test.beforeAll(async ({ request }) => {
  agent = await newAgent(request, 'Dead-end agent')
  await onlyAgentTakesCalls(request, agent)
})

/** The booking part of the page: a call, WhatsApp and home, with the site's header and footer. */
async function offersWaysOut(page: Page, locale: 'es' | 'en', shot: string) {
  const t = texts[locale]
  const help = page.locator('[data-booking-help]')
  await expect(help.locator('a[href^="tel:+1"]')).toBeVisible()
  await expect(help.getByRole('link', { name: t.whatsapp })).toHaveAttribute('href', /wa\.me/)
  await expect(help.getByRole('link', { name: t.home })).toHaveAttribute(
    'href',
    locale === 'es' ? '/' : '/en',
  )
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} `)
  await expectTimesOnOneLine(page)
  await page.screenshot({ path: `${shots}/${shot}-${locale}-375.png`, fullPage: true })
}

/** No time of the page's content is broken over two lines ("1:00 / p.m."). */
async function expectTimesOnOneLine(page: Page) {
  const times = page.locator('.booking-page .clock, .booking-page .slot')
  for (const time of await times.all()) {
    // Each line of a text node is one client rectangle.
    const lines = await time.evaluate((node) =>
      [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim())
        .map((child) => {
          const range = document.createRange()
          range.selectNodeContents(child)
          return range.getClientRects().length
        }),
    )
    expect(lines.every((count) => count === 1)).toBe(true)
  }
}

async function sendLead(page: Page, locale: 'es' | 'en') {
  const t = texts[locale]
  await page.goto(t.contact)
  const form = page.locator('#footer-lead-form')
  await form.locator('[name="nombre"]').fill('Ana Ruiz')
  await form.locator('[name="phone"]').fill(`202555${String(Date.now()).slice(-4)}`)
  await form.locator('[name="checkbox"]').check()
  await form.getByRole('button', { name: t.submit }).click()
  await expect(page).toHaveURL(t.thanks, { timeout: 20_000 })
}

/** A lead sent without JavaScript books the first time of the plain picker: its call's page. */
async function bookPlainCall(page: Page, locale: 'es' | 'en') {
  const t = texts[locale]
  await sendLead(page, locale)
  await page.getByRole('button', { name: t.seeTimes }).click()
  await expectTimesOnOneLine(page)
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: t.confirm }).click()
  await expect(page).toHaveURL(/enlace=/)
}

for (const locale of ['es', 'en'] as const) {
  const t = texts[locale]

  test(`an expired booking link offers a call, WhatsApp and home (${locale})`, async ({ page }) => {
    await page.goto(t.path)
    await expect(page.locator('.booking-page [role="alert"]')).toBeVisible()
    await offersWaysOut(page, locale, 'expired')
  })

  test(`an expired booking link at 1280 px (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(t.path)
    const help = page.locator('[data-booking-help]')
    await expect(help.locator('a[href^="tel:+1"]')).toBeVisible()
    await expect(help.getByRole('link', { name: t.whatsapp })).toBeVisible()
    await expect(help.getByRole('link', { name: t.home })).toBeVisible()
    await page.screenshot({ path: `${shots}/expired-${locale}-1280.png` })
    await context.close()
  })

  test(`a wrong manage link is the site's 404 page (${locale})`, async ({ page }) => {
    const answer = await page.goto(`${t.path}?enlace=not-a-link`)
    expect(answer?.status()).toBe(404)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('footer')).toBeAttached()
    await expect(page.locator('a[href^="tel:+1"]').first()).toBeAttached()
    await expect(page.locator('a[href*="wa.me"]').first()).toBeAttached()
    await expect(
      page.locator('main a[href="' + (locale === 'es' ? '/' : '/en') + '"]'),
    ).toBeVisible()
    await page.screenshot({ path: `${shots}/wrong-link-${locale}-375.png`, fullPage: true })
  })

  test(`a phone number at its limit and a failed booking offer a call, WhatsApp and home (${locale})`, async ({
    page,
  }) => {
    await sendLead(page, locale)
    // The plain booking post's answers (book-endpoint): back to the picker with the state.
    for (const [state, message] of [
      ['limite', t.booking.phoneLimit],
      ['error', t.booking.error],
    ] as const) {
      await page.goto(`${t.path}?estado=${state}`)
      await expect(page.locator('.booking-page [role="alert"]')).toHaveText(message)
      await offersWaysOut(page, locale, `state-${state}`)
    }
    // A plain picker with nothing wrong sends nobody away.
    await page.goto(t.path)
    await expect(page.getByRole('button', { name: t.confirm })).toBeVisible()
    await expect(page.locator('[data-booking-help]')).toHaveCount(0)
  })

  test(`a change that could not be confirmed says so in the site's layout (${locale})`, async ({
    page,
    request,
  }) => {
    await bookPlainCall(page, locale)
    // A post the server cannot confirm (no valid CSRF token, from another site): nothing
    // changes, and the answer leads to the call's page, which says so.
    const action = await page
      .locator('form:has(input[name="action"][value="cancel"])')
      .getAttribute('action')
    const refused = await request.post(action!, {
      form: { action: 'cancel', _token: 'stale' },
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(303)
    await page.goto(refused.headers().location)
    await expect(page).toHaveURL(/estado=sin-confirmar/)
    await expect(page.locator('.booking-page [role="alert"]')).toHaveText(t.booking.notConfirmed)
    await expect(page.getByRole('button', { name: t.cancel })).toBeVisible()
    await offersWaysOut(page, locale, 'not-confirmed')
  })

  test(`no free time and a cancelled call offer a call, WhatsApp and home (${locale})`, async ({
    page,
    request,
  }) => {
    await bookPlainCall(page, locale)
    await expectTimesOnOneLine(page)
    await page.screenshot({ path: `${shots}/manage-${locale}-375.png`, fullPage: true })
    await page.getByRole('button', { name: t.cancel }).click()
    await expect(page.locator('.booking-page [role="status"]')).toHaveText(t.cancelled)
    await offersWaysOut(page, locale, 'cancelled')
    // Nobody takes calls: the picker has no time to offer.
    await nobodyTakesCalls(request)
    try {
      await page.goto(t.path)
      await expect(page.locator('.booking-page .card')).toBeVisible()
      await offersWaysOut(page, locale, 'no-slot')
    } finally {
      await onlyAgentTakesCalls(request, agent)
    }
  })
}

test(`a wrong calendar link is the site's 404 page`, async ({ page }) => {
  const answer = await page.goto('/api/booking/manage/not-a-link/invite.ics')
  expect(answer?.status()).toBe(404)
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('footer')).toBeAttached()
  await expect(page.locator('a[href^="tel:+1"]').first()).toBeAttached()
})
