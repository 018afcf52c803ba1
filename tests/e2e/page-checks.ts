import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type Response } from './fixtures'
import { overflow } from './mobile-width'
import {
  fullSweep,
  languageSwitch,
  otherOfPair,
  pagesInBothLanguages,
  routeTable,
  unpairedPages,
} from './route-table'

// What every page load of the visitor sweep (visitor-reach.spec.ts) also checks, so that each
// page is loaded once per width: axe, the width of a phone's screen, and the route table's row
// (200, its language, its heading and footer, the header's switch to its counterpart). Axe runs
// at 375 px on each pair in one language, and at 1280 px (where the sweep loads one page of each
// template) on each template in the other: both languages render one template with the same
// colours and landmarks. `E2E_FULL=1` (`npm run bench:e2e-full`) runs axe on every page at both
// widths. Checks are soft: one page's finding does not hide the next page's.

/** Each route-table page's language and the page its header's language switch leads to. */
const counterparts = new Map(
  routeTable.flatMap(({ es, en }) => [
    [es, { lang: 'es', other: en }],
    [en, { lang: 'en', other: es }],
  ]),
)
/** The pages axe checks at 375 px: all of them in a full run. */
const axeAtPhoneWidth = new Set(
  fullSweep ? pagesInBothLanguages : [...otherOfPair, ...unpairedPages],
)

export async function pageChecks(
  page: Page,
  path: string,
  width: number,
  response: Response | null,
) {
  if (width !== 375 || axeAtPhoneWidth.has(path)) {
    // Legacy mode runs axe in the page itself: the default also opens a blank page to merge
    // each frame's results, a second more per check for pages whose frames are all ours.
    const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    expect.soft(summary, `axe at ${width} px on ${path}`).toEqual([])
  }
  if (width !== 375) return
  // On a phone with JavaScript on (carousels and menus started), as mobile-width.spec.ts checks
  // the first paint without it: a page wider than the screen zooms out or scrolls sideways.
  expect.soft(await overflow(page), `${path} wider than 375 px`).toBeLessThanOrEqual(0)
  const pair = counterparts.get(path)
  if (!pair) return
  expect.soft(response?.status(), path).toBe(200)
  await expect.soft(page.locator('html'), path).toHaveAttribute('lang', pair.lang)
  await expect.soft(page.locator('h1'), path).toBeVisible()
  await expect.soft(page.locator('footer'), path).toContainText(`© ${new Date().getFullYear()} `)
  await expect.soft(page.locator(languageSwitch).first(), path).toHaveAttribute('href', pair.other)
}
