import type { Page } from '@playwright/test'

/**
 * Picks an option of one of the admin's select or relationship fields. A text is typed first, as
 * staff do: a relationship lists its first page of choices only (a firm with many agents, or the
 * accounts earlier tests made), and typing searches them all.
 */
export async function choose(page: Page, field: string, option: string | RegExp) {
  await page.locator(`#field-${field} .rs__control`).click()
  if (typeof option === 'string') await page.keyboard.type(option)
  await page.locator('.rs__option', { hasText: option }).click()
}
