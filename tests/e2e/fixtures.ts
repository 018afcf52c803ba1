import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Cached pages request their JavaScript once their first frame is on screen (src/lib/cache/
 * next-boundary/scripts-after-paint.mjs), which can be after the load event `goto` waits for. A test that
 * acts on a page with JavaScript on waits, after each `goto` and `reload`, until Next has started
 * (it sets `window.next` before hydrating; React replays clicks made while it hydrates). Pages
 * without the loader (rendered per request, the admin, JSON) answer at once.
 */
async function scriptsStarted(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('script[data-scripts-after-paint]') || 'next' in window,
  )
}

/** Makes `goto` and `reload` of a page with JavaScript wait for Next to start (see above). */
export function waitForScriptsOnNavigation(page: Page) {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await scriptsStarted(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await scriptsStarted(page)
    return response
  }
  return page
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForScriptsOnNavigation(page)
    await provide(page)
  },
})
