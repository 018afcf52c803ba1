import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { overflow } from './mobile-width'
import {
  fullSweep,
  languageSwitch,
  onePagePerTemplate,
  otherOfPair,
  pagesInBothLanguages,
  routeTable,
  unpairedPages,
} from './route-table'

// Its tests are independent page loads: spread over both workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' })

// At 375 px, where most visitors read, every page in both languages is loaded (it fits the screen
// and, for the route table, speaks its language); axe runs on each pair in one language there and
// in the other at 1280 px, where each template is checked once: both languages render one template
// with the same colours and landmarks, and CI time is kept for what differs. The seeded campaign
// pages are checked like the others: a page built from blocks meets the same bar. `E2E_FULL=1`
// (`npm run bench:e2e-full`) runs axe on every page in both languages at both widths.
/** Each route-table page's language and the page its header's language switch leads to. */
const counterparts = new Map(
  routeTable.flatMap(({ es, en }) => [
    [es, { lang: 'es', other: en }],
    [en, { lang: 'en', other: es }],
  ]),
)
const widths: [number, string[]][] = [
  [375, pagesInBothLanguages],
  [1280, fullSweep ? pagesInBothLanguages : onePagePerTemplate],
]
/** The pages axe checks at 375 px: all of them in a full run. */
const axeAtPhoneWidth = new Set(
  fullSweep ? pagesInBothLanguages : [...otherOfPair, ...unpairedPages],
)

for (const [width, pages] of widths) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of pages) {
      const axe = width !== 375 || axeAtPhoneWidth.has(path)
      const title =
        width === 375
          ? `${axe ? 'has no axe violations, ' : ''}is no wider than the screen and speaks its language`
          : 'has no axe violations'
      test(`${path} ${title}`, async ({ page }) => {
        // Reveal-on-scroll sections start faded; with reduced motion everything is shown at once,
        // so axe measures the colours visitors end up seeing.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const response = await page.goto(path)
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
        // Legacy mode runs axe in the page itself: the default also opens a blank page to merge
        // each frame's results, a second more per check for pages whose frames are all ours.
        if (axe) {
          const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          )
          expect(summary).toEqual([])
        }
        if (width !== 375) return
        // On a phone with JavaScript on (carousels and menus started), as mobile-width checks the
        // first paint without it: a page wider than the screen zooms out or scrolls sideways.
        expect(await overflow(page)).toBeLessThanOrEqual(0)
        // Each page of the route table (routes.spec.ts): 200, its language, and the header's
        // switch to its counterpart, checked here on the page axe has just loaded.
        const pair = counterparts.get(path)
        if (!pair) return
        expect(response?.status(), path).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', pair.lang)
        await expect(page.locator('h1')).toBeVisible()
        await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} `)
        await expect(page.locator(languageSwitch).first()).toHaveAttribute('href', pair.other)
      })
    }
  })
}
