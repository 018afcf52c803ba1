import type { Page } from '@playwright/test'

/** Picks an option of one of the admin's select or relationship fields. */
export async function choose(page: Page, field: string, option: string | RegExp) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.locator('.rs__option', { hasText: option }).click()
}
