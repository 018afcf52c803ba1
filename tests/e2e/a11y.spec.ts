import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { overflow } from './mobile-width'
import { campaignPages, everyPage, languageSwitch, routeTable } from './route-table'

// At 375 px, where most visitors read, every page in both languages. At 1280 px each template
// once, in Spanish and English by turns: both languages render one template with the same colours
// and landmarks, and CI time is kept for what differs.
// The seeded campaign pages are checked like the others: a page built from blocks meets the same bar.
const pairs = [...routeTable, ...campaignPages]
const bothLanguages = pairs.flatMap(({ es, en }) => [es, en])
const unpaired = everyPage.filter((path) => !bothLanguages.includes(path))
const onePerPair = pairs.map(({ es, en }, index) => (index % 2 ? en : es))
/**
 * At 1280 px CI checks one page of each template: a second attorney, visa, thank-you, legal,
 * landing or campaign page draws the same layout with other words. `E2E_FULL=1` (`npm run
 * bench:e2e-full`) checks every page in both languages at both widths.
 */
const sameTemplateAsAnother = new Set([
  '/abogados/daniel-castillo',
  '/en/services/personal-injury',
  '/visa-humanitaria/visa-t',
  '/en/humanitarian-visa/u-visa',
  '/gracias-referidos',
  '/en/privacy-policy',
  '/tiktok-inmigracion',
  '/landing/youtube',
  '/contacto-para-tramite-de-visas-humanitarias',
  '/blog/categoria/noticias',
])
const desktop = [...onePerPair, ...unpaired].filter((path) => !sameTemplateAsAnother.has(path))
if (desktop.length + sameTemplateAsAnother.size !== onePerPair.length + unpaired.length) {
  throw new Error('a page of sameTemplateAsAnother is not among the 1280 px pages')
}
const full = process.env.E2E_FULL === '1'
/** Each route-table page's language and the page its header's language switch leads to. */
const counterparts = new Map(
  routeTable.flatMap(({ es, en }) => [
    [es, { lang: 'es', other: en }],
    [en, { lang: 'en', other: es }],
  ]),
)
const widths: [number, string[]][] = [
  [375, [...bothLanguages, ...unpaired]],
  [1280, full ? [...bothLanguages, ...unpaired] : desktop],
]

for (const [width, pages] of widths) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of pages) {
      const title =
        width === 375
          ? 'has no axe violations, is no wider than the screen and speaks its language'
          : 'has no axe violations'
      test(`${path} ${title}`, async ({ page }) => {
        // Reveal-on-scroll sections start faded; with reduced motion everything is shown at once,
        // so axe measures the colours visitors end up seeing.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const response = await page.goto(path)
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
        // Legacy mode runs axe in the page itself: the default also opens a blank page to merge
        // each frame's results, a second more per check for pages whose frames are all ours.
        const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
        expect(summary).toEqual([])
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
