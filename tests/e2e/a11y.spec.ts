import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { routeTable } from './route-table'

// Every page of the route table in both languages, the landings, blog pages and the 404.
const pages = [
  ...routeTable.flatMap(({ es, en }) => [es, en]),
  '/tramcase',
  '/landing/youtube',
  '/en/parole',
  '/referidos',
  '/contacto-para-tramite-de-visas-humanitarias',
  '/en/blog?query=visa',
  '/blog/categoria/noticias',
  '/blog/visa-u-victimas-de-crimenes',
  '/en/blog/u-visa-crime-victims',
  '/no/existe',
]

for (const width of [375, 1280]) {
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
