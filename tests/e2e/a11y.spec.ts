import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { everyPage as pages } from './route-table'

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
