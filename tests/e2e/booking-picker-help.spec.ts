import en from '../../messages/en.json' with { type: 'json' }
import es from '../../messages/es.json' with { type: 'json' }
import { newAgent, nobodyTakesCalls, onlyAgentTakesCalls, sendFooterLead } from './booking-helpers'
import { expect, test, type Page } from './fixtures'

// The JavaScript picker on the thank-you page, where it cannot book: no free time, an expired
// booking link, a phone number at its limit. Each offers a call, WhatsApp and the way home
// beside its message (BookingHelp), on a phone, in both languages; the picker that can book
// does not.
const shots = 'test-results/booking-picker-help'
test.use({ viewport: { width: 375, height: 800 }, timezoneId: 'America/Chicago' })

const locales = {
  es: { path: '/contacto', submit: 'Enviar', thanks: /\/gracias$/, home: '/', t: es.booking },
  en: {
    path: '/en/contact',
    submit: 'Send',
    thanks: /\/en\/thank-you$/,
    home: '/en',
    t: en.booking,
  },
} as const

let agent = 0
test.beforeAll(async ({ request }) => {
  // Creating an agent took over 30 s on a loaded machine (CI of issue 49).
  test.setTimeout(120_000)
  agent = await newAgent(request, 'Picker help agent')
  await onlyAgentTakesCalls(request, agent)
})

const pickerOf = (page: Page) => page.locator('section[aria-labelledby="booking-title"]')

/** The thank-you page's picker with its times, for a lead just sent. */
async function openPicker(page: Page, locale: 'es' | 'en') {
  const l = locales[locale]
  await sendFooterLead(page, l.path, l.submit)
  await expect(page).toHaveURL(l.thanks, { timeout: 20_000 })
  const picker = pickerOf(page)
  await expect(picker.locator('input[type="radio"]').first()).toBeAttached()
  // A picker that can book sends nobody away.
  await expect(picker.locator('[data-booking-help]')).toHaveCount(0)
  return picker
}

/** The help under the picker's message: a call, WhatsApp, home; nothing past the phone's edge. */
async function offersWaysOut(page: Page, locale: 'es' | 'en', shot: string) {
  const { t, home } = locales[locale]
  const help = pickerOf(page).locator('[data-booking-help]')
  await expect(help).toBeVisible()
  await expect(help.locator('a[href^="tel:+1"]')).toBeVisible()
  await expect(help.getByRole('link', { name: t.helpWhatsapp })).toHaveAttribute('href', /wa\.me/)
  await expect(help.getByRole('link', { name: t.helpHome })).toHaveAttribute('href', home)
  const box = await help.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(375)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  await help.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/${shot}-${locale}-375.png` })
}

/** Chooses the first time and confirms it. */
async function confirmFirst(page: Page, locale: 'es' | 'en') {
  const picker = pickerOf(page)
  await picker.locator('label:has(input[type="radio"])').first().click()
  await picker.getByRole('button', { name: locales[locale].t.confirm }).click()
}

for (const locale of ['es', 'en'] as const) {
  const { t } = locales[locale]

  test(`an expired booking link offers a call, WhatsApp and home (${locale})`, async ({ page }) => {
    await openPicker(page, locale)
    // The tab's booking token no longer names a lead (the server answers 403).
    await page.evaluate(() => sessionStorage.setItem('booking-token', 'not-a-booking-token'))
    await page.reload()
    await expect(pickerOf(page).locator('input[type="radio"]').first()).toBeAttached()
    await confirmFirst(page, locale)
    await expect(pickerOf(page).getByRole('alert')).toHaveText(t.expired)
    await offersWaysOut(page, locale, 'expired')
  })

  test(`a phone number at its limit offers a call, WhatsApp and home (${locale})`, async ({
    page,
  }) => {
    await openPicker(page, locale)
    // The server's answer for a number holding as many calls as it may (book-endpoint).
    await page.route('**/api/booking', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            json: { status: 'error', message: t.phoneLimit, reason: 'phone-limit' },
          })
        : route.continue(),
    )
    await confirmFirst(page, locale)
    await expect(pickerOf(page).getByRole('alert')).toHaveText(t.phoneLimit)
    await offersWaysOut(page, locale, 'phone-limit')
  })

  test(`no free time offers a call, WhatsApp and home (${locale})`, async ({ page, request }) => {
    await openPicker(page, locale)
    await nobodyTakesCalls(request)
    try {
      await page.reload()
      await expect(pickerOf(page).getByText(t.noSlots)).toBeVisible()
      await offersWaysOut(page, locale, 'no-slots')
    } finally {
      await onlyAgentTakesCalls(request, agent)
    }
  })
}
