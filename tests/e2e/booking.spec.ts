import { adminToken } from './admin-token'
import { onlyAgentTakesCalls, sendFooterLead } from './booking-helpers'
import { expect, test, waitForScriptsOnNavigation } from './fixtures'

// A visitor books the free call from the thank-you page: with JavaScript (the picker reads the
// slots in the visitor's zone) and without (a plain form, one day at a time, radio buttons).
const shots = 'test-results/booking'

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request)
  const headers = { authorization: `JWT ${token}` }
  const created = await request.post('/cms/api/users', {
    headers,
    data: {
      email: `booking-agent-${Date.now()}@firm.test`,
      password: 'a-long-enough-password-1',
      name: 'Booking agent',
      roles: ['agent'],
    },
  })
  await onlyAgentTakesCalls(request, (await created.json()).doc.id)
})

test.describe('with JavaScript', () => {
  test('books a call from /gracias at 375 px in Spanish, in the zone the browser is in', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: 'America/Phoenix',
    })
    const page = waitForScriptsOnNavigation(await context.newPage())
    await sendFooterLead(page, '/contacto', 'Enviar')
    await expect(page).toHaveURL(/\/gracias$/, { timeout: 20_000 })
    const picker = page.locator('section[aria-labelledby="booking-title"]')
    await expect(
      picker.getByRole('heading', { name: 'Elija la hora de su llamada gratuita' }),
    ).toBeVisible()
    await expect(picker.getByLabel('Su zona horaria')).toHaveValue('America/Phoenix')
    await expect(picker.locator('input[type="radio"]').first()).toBeAttached()
    await picker.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${shots}/picker-es-375.png`, fullPage: false })
    const first = picker.locator('label:has(input[type="radio"])').first()
    const chosen = await first.locator('input').getAttribute('value')
    expect(chosen).toMatch(/-07:00$/) // Arizona keeps standard time all year
    await first.click()
    await picker.getByRole('button', { name: 'Confirmar la llamada' }).click()
    await expect(picker.getByRole('status')).toContainText('Su llamada gratuita quedó agendada')
    const manage = picker.getByRole('link', { name: 'Ver, cambiar o cancelar la cita' })
    await expect(manage).toHaveAttribute('href', /\/api\/booking\/manage\//)
    await page.screenshot({ path: `${shots}/booked-es-375.png` })
    await context.close()
  })

  for (const [path, submit, locale] of [
    ['/contacto', 'Enviar', 'es'],
    ['/en/contact', 'Send', 'en'],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`shows the picker at ${width} px in ${locale}`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          timezoneId: 'America/Chicago',
        })
        const page = waitForScriptsOnNavigation(await context.newPage())
        await sendFooterLead(page, path, submit)
        await expect(page).toHaveURL(locale === 'es' ? /\/gracias$/ : /\/en\/thank-you$/, {
          timeout: 20_000,
        })
        const picker = page.locator('section[aria-labelledby="booking-title"]')
        await expect(picker.locator('input[type="radio"]').first()).toBeAttached()
        // The next action starts within the first screen, on a phone too (not 1.5 screens down).
        const top = await picker.evaluate((node) => node.getBoundingClientRect().top + scrollY)
        expect(top).toBeLessThan(900 * 0.75)
        await page.screenshot({ path: `${shots}/thank-you-${locale}-${width}.png` })
        await picker.locator('label:has(input[type="radio"])').nth(1).click()
        await picker.scrollIntoViewIfNeeded()
        await picker.screenshot({ path: `${shots}/picker-${locale}-${width}.png` })
        const box = await picker.boundingBox()
        expect(box!.x + box!.width).toBeLessThanOrEqual(width)
        await context.close()
      })
    }
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })

  test('books a call at 375 px in Spanish with plain forms', async ({ page }) => {
    await sendFooterLead(page, '/contacto', 'Enviar')
    await expect(page).toHaveURL(/\/gracias$/, { timeout: 20_000 })
    const picker = page.locator('section[aria-labelledby="booking-title"]')
    await picker.getByLabel('Su zona horaria').selectOption('America/Puerto_Rico')
    await picker.getByRole('button', { name: 'Ver horas disponibles' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Elija la hora de su llamada gratuita',
    )
    await page.screenshot({ path: `${shots}/plain-picker-es-375.png`, fullPage: true })
    const radios = page.getByRole('radio')
    expect(await radios.count()).toBeGreaterThan(0)
    await radios.first().check()
    await page.getByRole('button', { name: 'Confirmar la llamada' }).click()
    await expect(page).toHaveURL(/\/llamada\?enlace=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Su llamada gratuita quedó agendada',
    )
    await expect(page.locator('main')).toContainText(' m., hora de Puerto Rico')
    await page.screenshot({ path: `${shots}/manage-es-375.png`, fullPage: true })
    await page.getByRole('button', { name: 'Sí, cancelar la llamada' }).click()
    await expect(page.locator('.booking-page [role="status"]')).toHaveText(
      'La llamada fue cancelada.',
    )
  })
})
