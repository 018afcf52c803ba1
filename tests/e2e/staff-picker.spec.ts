import { account, adminToken, signIn, uniquePhone, visitorLead } from './staff-helpers'
import { admin } from './admin-token'
import { expect, test } from './fixtures'

// Issue 34, point 5: a lead's "Assigned to" listed e-mail addresses only and typing "Olga" found
// nothing. At a phone's width, in both admin languages: the picker finds her by name.
const shots = 'test-results/staff-picker'

for (const language of ['es', 'en'] as const) {
  test(`typing "Olga" in a lead's assignee picker finds her by name (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await adminToken(request)
    const olga = await account(request, 'agent', `Olga Ramírez ${language} ${Date.now()}`)
    const lead = await visitorLead(request, `Picker ${language}`, uniquePhone('719'))
    await page.setViewportSize({ width: 375, height: 800 })
    const url = baseURL ?? ''
    await page.context().addCookies([{ name: 'payload-lng', value: language, url }])
    await signIn(page, admin, `/admin/collections/leads/${lead}`)
    await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${lead}`), {
      timeout: 20_000,
    })
    const picker = page.locator('#field-assignedTo')
    await picker.scrollIntoViewIfNeeded()
    await picker.locator('.rs__control').click()
    await picker.locator('input').fill('Olga')
    const option = page.locator('.rs__option', { hasText: olga.name })
    await expect(option).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('.rs__option', { hasText: olga.email })).toHaveCount(0)
    await page.screenshot({ path: `${shots}/assignee-${language}-375.png` })
    await option.click()
    await expect(picker.locator('.rs__single-value')).toContainText(olga.name)
  })
}
