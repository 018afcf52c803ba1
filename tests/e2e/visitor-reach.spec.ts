import { expect, test, type Page } from './fixtures'
import { pageChecks } from './page-checks'
import { campaignPages, everyPage, fullSweep, onePagePerTemplate, onePerPair } from './route-table'

// Its tests are independent page loads: spread over both workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' })

/**
 * What covers what a visitor reads or types, and where a thumb lands (issue 28). One page load
 * per page and width; the measuring runs inside the page (`page.evaluate`), so the whole sweep
 * costs little more than loading the pages.
 */

/** Every page with a lead form (the footer's is on all of them) plus the other landings. */
const pages = [
  ...everyPage,
  '/landing/tiktok',
  '/en/landing/youtube',
  '/parole',
  '/en/referrals',
  '/en/tramcase',
  '/en/contacto-para-tramite-de-visas-humanitarias',
  ...campaignPages.flatMap(({ es, en }) => [es, en]),
]
/**
 * At 1280 px the contact bar stands in the header's strip, the same on every page of a template:
 * CI checks one page of each. At 375 px, where the bar lies over the content, CI checks every
 * page, each pair of pages in one language (the languages by turns, the other one than at 1280
 * px): both languages of a pair share the template and the layout of its content, and each
 * page's address and language are checked in both by the HTTP tier (locale-routing.test.ts).
 * `E2E_FULL=1` (`npm run bench:e2e-full`) checks every page in both languages at both widths.
 */
const pagesAt = (width: number) =>
  fullSweep
    ? pages
    : width === 375
      ? pages.filter((path) => !onePerPair.includes(path))
      : onePagePerTemplate

/**
 * Runs in the page. Brings each field, label, consent text and heading into view the way the
 * browser does for a visitor who scrolls or tabs to it (`scrollIntoView`, which honours the
 * page's scroll padding) and lists those a control of the contact bar overlaps; then focuses each
 * field (what typing into it does to the page) and lists those it, its label or its form's
 * consent text are covered by a visible control.
 */
function coveredInPage(): string[] {
  const controls = [...document.querySelectorAll<HTMLElement>('[data-contact-bar] a')]
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest('[aria-hidden="true"], [data-contact-bar]')
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.width > 0 &&
    a.height > 0 &&
    b.width > 0 &&
    b.height > 0 &&
    a.left < b.right - 0.5 &&
    b.left < a.right - 0.5 &&
    a.top < b.bottom - 0.5 &&
    b.top < a.bottom - 0.5
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(
      element.textContent ||
      element.getAttribute('name') ||
      ''
    )
      .trim()
      .slice(0, 40)}"`
  const coveredBy = (element: Element) =>
    controls.find((control) =>
      overlap(control.getBoundingClientRect(), element.getBoundingClientRect()),
    )
  const problems: string[] = []
  const fields = [
    ...document.querySelectorAll<HTMLElement>('input:not([type="hidden"]), textarea, select'),
  ].filter(shown)
  const read = [...document.querySelectorAll('label, h1, h2, h3, h4, [id$="-consent"]')].filter(
    shown,
  )
  for (const element of [...fields, ...read]) {
    ;(document.activeElement as HTMLElement | null)?.blur?.()
    element.scrollIntoView({ block: 'nearest', behavior: 'instant' })
    const control = coveredBy(element)
    if (control) problems.push(`at rest: ${name(control)} covers ${name(element)}`)
  }
  for (const field of fields) {
    field.focus()
    const form = field.closest('form')
    const related = [
      field,
      ...((field as HTMLInputElement).labels ?? []),
      ...(form ? form.querySelectorAll('[id$="-consent"]') : []),
    ].filter((element) => element.getBoundingClientRect().height > 0)
    for (const element of related) {
      const control = coveredBy(element)
      if (control && control.checkVisibility())
        problems.push(`typing in ${name(field)}: ${name(control)} covers ${name(element)}`)
    }
  }
  return problems
}

/**
 * Runs in the page: every link and control at least 24×24 px, or spaced so that a 24 px circle
 * centred on it touches no other target nor another small target's circle (WCAG 2.2 2.5.8). A
 * link inside a sentence is exempt (the rule's "inline" exception); a checkbox's target includes
 * its label, which ticks it.
 */
function smallTargetsInPage(): string[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'
  const isInline = (element: Element) => {
    if (element.tagName !== 'A') return false
    let block = element.parentElement
    while (block && getComputedStyle(block).display.startsWith('inline'))
      block = block.parentElement
    const own = (element.textContent ?? '').trim().length
    return (block?.textContent ?? '').trim().length > own + 2
  }
  const targets = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[aria-hidden="true"]') &&
        element.getAttribute('tabindex') !== '-1',
    )
    .map((element) => {
      let rect = element.getBoundingClientRect()
      const label = (element as HTMLInputElement).labels?.[0]
      if (label && /checkbox|radio/.test((element as HTMLInputElement).type)) {
        const other = label.getBoundingClientRect()
        const left = Math.min(rect.left, other.left)
        const top = Math.min(rect.top, other.top)
        rect = new DOMRect(
          left,
          top,
          Math.max(rect.right, other.right) - left,
          Math.max(rect.bottom, other.bottom) - top,
        )
      }
      return { element, rect }
    })
    // Screen-reader-only text (1×1 px, clipped) is no target for a thumb.
    .filter(({ rect }) => rect.width > 1 && rect.height > 1)
  const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5
  const centre = (rect: DOMRect) => [rect.left + rect.width / 2, rect.top + rect.height / 2]
  const distanceToRect = ([x, y]: number[], rect: DOMRect) =>
    Math.hypot(
      Math.max(rect.left - x!, 0, x! - rect.right),
      Math.max(rect.top - y!, 0, y! - rect.bottom),
    )
  const problems: string[] = []
  for (const target of targets) {
    if (!small(target.rect) || isInline(target.element)) continue
    const at = centre(target.rect)
    const crowded = targets.find((other) => {
      if (other === target || other.element.contains(target.element)) return false
      if (target.element.contains(other.element)) return false
      if (small(other.rect)) {
        const [x, y] = centre(other.rect)
        return Math.hypot(x! - at[0]!, y! - at[1]!) < 24
      }
      return distanceToRect(at, other.rect) < 12
    })
    if (crowded) {
      const text = (target.element.textContent || target.element.getAttribute('aria-label') || '')
        .trim()
        .slice(0, 40)
      const { width, height } = target.rect
      problems.push(
        `<${target.element.tagName.toLowerCase()}> "${text}" ${Math.round(width)}×${Math.round(height)} crowded by "${(crowded.element.textContent || crowded.element.getAttribute('aria-label') || '').trim().slice(0, 30)}"`,
      )
    }
  }
  return problems
}

/**
 * Runs in the page: the text and controls of the page (header and contact bar aside) that a
 * button of the contact bar stands over where the page is scrolled now, visible but for it.
 */
function underTheBarInPage(): string[] {
  const buttons = [...document.querySelectorAll('[data-contact-bar] a')]
    .map((button) => button.getBoundingClientRect())
    .filter((box) => box.width > 0)
  // What the fixed header hides already (page content scrolled up behind it) is no one's to cover.
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
  const hit = (box: DOMRect) =>
    box.width > 1 &&
    box.height > 1 &&
    buttons.some(
      (button) =>
        box.left < button.right &&
        button.left < box.right &&
        box.top < button.bottom &&
        button.top < box.bottom &&
        Math.min(box.bottom, button.bottom) > headerBottom,
    )
  const found = new Set<string>()
  const ownText = (node: Node) =>
    !node.parentElement?.closest('[data-contact-bar], header, [aria-hidden="true"]')
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) {
    const node = walker.currentNode
    if (!node.textContent?.trim() || !ownText(node)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    if ([...range.getClientRects()].some(hit))
      found.add(`"${node.textContent.trim().slice(0, 40)}"`)
  }
  for (const element of document.querySelectorAll('a, button, input, textarea, select, label')) {
    if (ownText(element) && hit(element.getBoundingClientRect()))
      found.add(`<${element.tagName.toLowerCase()}>`)
  }
  return [...found]
}

/** Runs before each page's own scripts: lists what its Content-Security-Policy refuses. */
function recordRefusedScripts() {
  const refused: string[] = []
  ;(window as unknown as { refused: string[] }).refused = refused
  document.addEventListener('securitypolicyviolation', (event) =>
    refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
  )
}

/**
 * Whether React has started on the page: its mobile menu opens. A click before hydration does
 * nothing, so it is clicked until it opens (or ten seconds pass).
 */
async function menuOpens(page: Page) {
  const menu = page.getByRole('button', { name: /^(Abrir menú|Open menu)$/ })
  for (let tries = 0; tries < 40; tries++) {
    await menu.click()
    if ((await menu.getAttribute('aria-expanded')) === 'true') return true
    await page.waitForTimeout(250)
  }
  return false
}

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  // Reveal-on-scroll sections end where they start; measure them where visitors see them.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
  return response
}

test.describe('what a visitor reads, types and taps', () => {
  test.use({ reducedMotion: 'reduce' })

  // The pages of a width in parts of twenty: parts are tests of their own, which the two workers
  // share (the file runs in parallel mode).
  const parts = (width: number) => {
    const all = pagesAt(width)
    return Array.from({ length: Math.ceil(all.length / 20) }, (_, part) =>
      all.slice(part * 20, part * 20 + 20),
    )
  }
  for (const width of [375, 1280]) {
    const checks =
      width === 375
        ? 'no axe violations, no script refused and React started, no wider than the screen, its language and counterpart; no control covers a field, label, consent text or heading, at rest and while typing; every target is 24×24 px or spaced (WCAG 2.2 2.5.8)' +
          (fullSweep ? ', in both languages' : ', each pair in one language')
        : 'no axe violations, no script refused; no control covers a field, label, consent text or heading, at rest and while typing' +
          (fullSweep ? '' : ' (one page of each template)')
    parts(width).forEach((checked, part) =>
      test(`every page at ${width} px (part ${part + 1}): ${checks}`, async ({ page }) => {
        test.setTimeout(checked.length * 6_000)
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 })
        await page.addInitScript(recordRefusedScripts)
        const covered: string[] = []
        const small: string[] = []
        const scripts: string[] = []
        for (const path of checked) {
          // Axe, the phone's width and the route table on the same load (page-checks.ts).
          await pageChecks(page, path, width, await open(page, path))
          if (width === 375)
            for (const problem of await page.evaluate(smallTargetsInPage))
              small.push(`${path}: ${problem}`)
          const bar = page.locator('[data-contact-bar]')
          // A key really typed into the first field: the contact bar steps aside while it has focus.
          const first = page
            .locator('form input[type="text"]:not([tabindex="-1"]), form textarea')
            .filter({ visible: true })
            .first()
          if ((await bar.count()) > 0 && (await first.count()) > 0) {
            await first.scrollIntoViewIfNeeded()
            await first.click()
            await page.keyboard.type('a')
            if (await bar.isVisible()) covered.push(`${path}: the contact bar stays while typing`)
            await first.fill('')
          }
          for (const problem of await page.evaluate(coveredInPage))
            covered.push(`${path}: ${problem}`)
          if (width === 1280 && (await bar.count()) > 0) {
            // On a desktop the buttons stand over nothing at all: not as the page opens, not at its end.
            // No field keeps the focus the checks above gave it (the bar steps aside while one has it).
            await page.evaluate(() => {
              ;(document.activeElement as HTMLElement | null)?.blur?.()
              window.scrollTo(0, 0)
            })
            await expect(page.locator('[data-contact-bar] a').first()).toBeVisible()
            for (const text of await page.evaluate(underTheBarInPage))
              covered.push(`${path}: at rest the contact bar covers ${text}`)
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
            for (const text of await page.evaluate(underTheBarInPage))
              covered.push(`${path}: at the end the contact bar covers ${text}`)
          }
          // No script refused by the page's policy (its hashes and nonce are checked for every
          // page in both languages over HTTP, integration/script-policy), and React started.
          const refused = await page.evaluate(
            () => (window as unknown as { refused: string[] }).refused,
          )
          for (const refusal of refused) scripts.push(`${path}: refused ${refusal}`)
          if (width === 375 && !(await menuOpens(page)))
            scripts.push(`${path}: the mobile menu did not open (React did not start)`)
        }
        expect(covered).toEqual([])
        expect(small).toEqual([])
        expect(scripts).toEqual([])
      }),
    )
  }

  test('the contact bar is a slim strip along the bottom edge on a phone, its height reserved', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await open(page, '/contacto')
    const bar = await page.locator('[data-contact-bar]').boundingBox()
    expect(bar!.y + bar!.height).toBeCloseTo(740, 0)
    expect(bar!.height).toBeLessThanOrEqual(56)
    expect(bar!.width).toBe(375)
    // Scrolled to the end, the copyright line sits above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const last = await page.locator('footer p').last().boundingBox()
    expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y)
  })

  test("on a desktop the contact bar's buttons stand in the header's top strip, beside its controls", async ({
    page,
  }) => {
    for (const width of [1024, 1280, 1600]) {
      await page.setViewportSize({ width, height: 800 })
      await open(page, '/contacto')
      const bar = page.locator('[data-contact-bar]')
      const box = (await bar.boundingBox())!
      const content = (await page.locator('main > *').first().boundingBox())!
      const header = (await page.locator('header').boundingBox())!
      expect(box.y).toBe(0)
      // Within the header's height, above where the page's own content starts.
      expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height)
      expect(box.y + box.height).toBeLessThanOrEqual(content.y)
      // Beside the strip's search box, social links and language switch, never over them.
      for (const control of await page.locator('header a, header input, header button').all()) {
        const other = await control.boundingBox()
        if (!other || other.width === 0) continue
        const apart =
          other.x >= box.x + box.width ||
          other.x + other.width <= box.x ||
          other.y >= box.y + box.height ||
          other.y + other.height <= box.y
        expect(apart, `${width} px: the bar over ${await control.textContent()}`).toBe(true)
      }
      await expect(bar.getByRole('link')).toHaveCount(2)
      for (const link of await bar.getByRole('link').all()) await expect(link).toBeVisible()
    }
  })
})
