// Issue 38: a first run's note on the thank-you page, for staff only. When no agent has booking
// hours, visitors cannot book; a logged-in staff member who opens the thank-you page reads why
// and finds the way to the booking settings. A visitor never sees it, and the page stays the
// cached one, without a cookie, for everyone. 375 px, Spanish and English.
import { admin, adminToken } from './admin-token'
import { newAgent, nobodyTakesCalls, onlyAgentTakesCalls } from './booking-helpers'
import { expect, test, type Page } from './fixtures'
import { signIn } from './staff-helpers'

const shots = 'test-results/booking-staff-note'
const settingsPath = '/admin/globals/booking-settings'

const languages = [
  {
    lang: 'es',
    path: '/gracias',
    note: 'ningún agente tiene horario de citas',
    link: 'Abrir los ajustes de citas en línea',
  },
  {
    lang: 'en',
    path: '/en/thank-you',
    note: 'no agent has booking hours',
    link: 'Open the online booking settings',
  },
] as const

/** The thank-you page once its scripts have asked who is looking (`users/me` answered). */
async function openThankYou(page: Page, path: string) {
  const asked = page.waitForResponse((response) => response.url().includes('/cms/api/users/me'))
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await asked
  return response!
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  await adminToken(request)
})

for (const language of languages) {
  test(`staff see the first-run note, visitors do not (${language.lang}, 375 px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    await nobodyTakesCalls(request)
    const viewport = { width: 375, height: 800 }

    // A visitor: the cached page, no note, no cookie given.
    const visitor = await browser.newContext({ viewport })
    const visitorPage = await visitor.newPage()
    const visited = await openThankYou(visitorPage, language.path)
    expect(visited.headers()['set-cookie']).toBeUndefined()
    expect(visited.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/)
    await expect(visitorPage.locator('#booking-title')).toBeVisible()
    await expect(visitorPage.getByText(language.note)).toHaveCount(0)
    await expect(visitorPage.getByRole('link', { name: language.link })).toHaveCount(0)
    await visitor.close()

    // Staff (an admin) logged in: the note and the way to the settings.
    const staff = await browser.newContext({ viewport })
    const staffPage = await staff.newPage()
    await signIn(staffPage, admin, '/admin')
    await expect(staffPage).toHaveURL(/\/admin(?!\/login)/)
    await openThankYou(staffPage, language.path)
    const note = staffPage.locator('[data-staff-booking-note]')
    await expect(note).toContainText(language.note)
    const link = note.getByRole('link', { name: language.link })
    await expect(link).toHaveAttribute('href', settingsPath)
    const overflow = await staffPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await staffPage.screenshot({ path: `${shots}/note-${language.lang}-375.png`, fullPage: true })

    // Once an agent has hours, staff see no note either.
    await onlyAgentTakesCalls(request, await newAgent(request, `Nota Horarios ${Date.now()}`))
    await openThankYou(staffPage, language.path)
    await expect(staffPage.locator('#booking-title')).toBeVisible()
    // The settings preview is read only for staff, after users/me: wait for it, then look.
    await staffPage.waitForLoadState('networkidle')
    await expect(note).toHaveCount(0)
    await staff.close()
  })
}
