import { test as base, type BrowserContext, type Page } from '@playwright/test'
import { e2eOrigin } from '../support/e2e-workers.mjs'

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

/**
 * A page of its own, without the fixture's wait for Next, whose scripts are held back until
 * `release`: the visitor answers before hydration, as on a slow phone.
 */
export async function pageBeforeHydration(context: BrowserContext, path: string) {
  const page = await context.newPage()
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return { page, release }
}

export const test = base.extend<object, { workerOrigin: string }>({
  // Each worker's own server (playwright.config.ts); a spec may still name another origin.
  workerOrigin: [
    // Playwright needs a destructuring pattern as the first argument.
    async ({}, provide, workerInfo) => provide(e2eOrigin(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  // Still an option (Playwright keeps the built-in's kind): `test.use({ baseURL })` overrides it.
  baseURL: async ({ workerOrigin }, provide) => provide(workerOrigin),
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForScriptsOnNavigation(page)
    await provide(page)
  },
})
