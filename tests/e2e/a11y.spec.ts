import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { campaignPages, everyPage, routeTable } from './route-table'

// At 375 px, where most visitors read, every page in both languages. At 1280 px every page once,
// in Spanish and English by turns: both languages render one template with the same colours and
// landmarks, and CI time is kept for what differs. `A11Y_FULL=1` checks both languages there too.
// The seeded campaign pages are checked like the others: a page built from blocks meets the same bar.
const pairs = [...routeTable, ...campaignPages]
const bothLanguages = pairs.flatMap(({ es, en }) => [es, en])
const unpaired = everyPage.filter((path) => !bothLanguages.includes(path))
const onePerPair = pairs.map(({ es, en }, index) => (index % 2 ? en : es))
const widths: [number, string[]][] = [
  [375, [...bothLanguages, ...unpaired]],
  [
    1280,
    process.env.A11Y_FULL === '1' ? [...bothLanguages, ...unpaired] : [...onePerPair, ...unpaired],
  ],
]

for (const [width, pages] of widths) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        // Reveal-on-scroll sections start faded; with reduced motion everything is shown at once,
        // so axe measures the colours visitors end up seeing.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(path)
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
        const results = await new AxeBuilder({ page }).analyze()
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
        expect(summary).toEqual([])
      })
    }
  })
}
