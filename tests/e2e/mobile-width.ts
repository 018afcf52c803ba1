import type { Page } from './fixtures'

/**
 * How much wider than the screen the page is: a page wider than the phone makes the browser zoom
 * out or scroll sideways, and when the width settles later the fixed parts jump (layout shift).
 */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    return root.scrollWidth - root.clientWidth
  })
}
