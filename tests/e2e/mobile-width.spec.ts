import { expect, test } from './fixtures'
import { overflow } from './mobile-width'
import { everyPage } from './route-table'

// Its tests are independent page loads: spread over both workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' })

// Every page at 375 px as it first paints, without JavaScript (before hydration). With JavaScript
// on, after carousels and menus have started, visitor-reach.spec.ts checks the same at 375 px
// beside axe (page-checks.ts). One page walks a part of the pages: a browser context per page
// cost more than loading it.
const parts = Array.from({ length: Math.ceil(everyPage.length / 15) }, (_, part) =>
  everyPage.slice(part * 15, part * 15 + 15),
)

test.describe('375 px wide, JavaScript off', () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false })

  parts.forEach((paths, part) => {
    test(`every page is no wider than the screen (part ${part + 1})`, async ({ page }) => {
      const wider: string[] = []
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'load' })
        if ((await overflow(page)) > 0) wider.push(path)
      }
      expect(wider).toEqual([])
    })
  })
})
