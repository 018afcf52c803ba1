import { expect, test, type Page } from './fixtures'

// The site's web font never competes with a first paint (src/lib/web-font.mjs): a first visit's
// first page is drawn in the fallback and fetches Inter once it is on screen; the next pages use
// Inter from their first frame, out of the browser's cache.

const usesInter = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0].trim())

const fontTiming = (page: Page) =>
  page.evaluate(() => {
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('.woff2')) as PerformanceResourceTiming | undefined
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    return font && { start: font.startTime, paint: paint?.startTime, bytes: font.transferSize }
  })

test('a first page is drawn in the fallback, fetches Inter after its first paint, and the next page uses it', async ({
  page,
}) => {
  await page.goto('/en')
  await page.waitForFunction(() => sessionStorage.getItem('site-font') === '1')
  const first = await fontTiming(page)
  expect(first?.paint).toBeDefined()
  expect(first!.start).toBeGreaterThanOrEqual(first!.paint!)
  await expect(page.locator('html')).not.toHaveAttribute('data-font')
  // No swap on the page already drawn: it keeps the fallback sized to Inter's metrics.
  expect(await usesInter(page)).toBe('"Inter Fallback"')

  await page.goto('/en/contact')
  await expect(page.locator('html')).toHaveAttribute('data-font', '')
  expect(await usesInter(page)).toMatch(/^["']?inter["']?$/i)
  const next = await fontTiming(page)
  // Requested while the page is laid out, before its first paint, and served by the cache.
  expect(next!.start).toBeLessThan(next!.paint!)
  expect(next!.bytes).toBe(0)
})

test('a page rendered per request runs the font script under its nonce policy', async ({
  page,
}) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  // The blog search (?query=) is rendered per request: its policy has a nonce and the script's hash.
  const response = await page.goto('/en/blog?query=visa')
  expect(response?.headers()['content-security-policy']).toContain("'nonce-")
  await page.waitForFunction(() => sessionStorage.getItem('site-font') === '1')
  expect(refused).toEqual([])
})
