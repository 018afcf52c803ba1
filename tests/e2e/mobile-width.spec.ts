import { expect, test } from './fixtures'
import { overflow } from './mobile-width'
import { everyPage } from './route-table'

// Its tests are independent page loads: spread over both workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' })

// Every page at 375 px as it first paints, without JavaScript (before hydration). With JavaScript
// on, after carousels and menus have started, a11y.spec.ts checks the same at 375 px beside axe.
test.describe('375 px wide, JavaScript off', () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false })

  for (const path of everyPage) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'load' })
      expect(await overflow(page)).toBeLessThanOrEqual(0)
    })
  }
})
