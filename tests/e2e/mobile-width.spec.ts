import { expect, test, type Page } from './fixtures'
import { everyPage } from './route-table'

// A page wider than the phone makes the browser zoom out or scroll sideways, and when the width
// settles later the fixed parts jump (layout shift). Checked without JavaScript (the page as it
// first paints, before hydration) and with it (after carousels and menus have started).
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    return root.scrollWidth - root.clientWidth
  })
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`375 px wide, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled })

    for (const path of everyPage) {
      test(`${path} is no wider than the screen`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'load' })
        expect(await overflow(page)).toBeLessThanOrEqual(0)
      })
    }
  })
}
