import { expect, test } from './fixtures'
import en from '../../messages/en.json' with { type: 'json' }
import es from '../../messages/es.json' with { type: 'json' }

// The carousels are a row that scrolls and snaps by itself (CSS scroll snap); their script only
// moves it by a slide and keeps the dots in step with it.

test.use({ viewport: { width: 375, height: 800 } })

for (const [path, catalog, hero] of [
  ['/en', en, 'Highlights'],
  ['/', es, 'Destacados'],
] as const) {
  test(`${path}: Next moves the hero to its next slide and the dots follow, at 375 px`, async ({
    page,
  }) => {
    await page.goto(path)
    const region = page.getByRole('region', { name: hero, exact: true })
    // Held still, so only the visitor's clicks move it.
    await region.getByRole('button', { name: catalog.carousel.pause }).click()
    const slides = region.getByRole('group')
    await expect(slides).toHaveCount(4)
    await expect(slides.nth(0)).toHaveAttribute(
      'aria-label',
      catalog.carousel.slideOf.replace('{n}', '1').replace('{total}', '4'),
    )
    const dots = region.locator('button[aria-current]')
    const dot = (n: number) =>
      region.getByRole('button', {
        name: catalog.carousel.goTo.replace('{n}', String(n)).replace('{total}', '4'),
      })
    await expect(dots).toHaveCount(1)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')

    await region.getByRole('button', { name: catalog.carousel.next, exact: true }).click()
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.95 })
    await expect(slides.nth(0)).not.toBeInViewport()
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await expect(dots).toHaveCount(1)

    await region.getByRole('button', { name: catalog.carousel.next, exact: true }).click()
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.95 })
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')

    await region.getByRole('button', { name: catalog.carousel.previous, exact: true }).click()
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.95 })
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')

    // A dot jumps; from the last slide Next goes round to the first.
    await dot(4).click()
    await expect(slides.nth(3)).toBeInViewport({ ratio: 0.95 })
    await expect(dot(4)).toHaveAttribute('aria-current', 'true')
    await region.getByRole('button', { name: catalog.carousel.next, exact: true }).click()
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.95 })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
  })
}

test('the dots follow a scroll the visitor makes (keyboard), not only the buttons', async ({
  page,
}) => {
  await page.goto('/en')
  const region = page.getByRole('region', { name: 'Highlights', exact: true })
  await region.getByRole('button', { name: 'Pause' }).click()
  const row = region.locator('.carousel-viewport')
  await row.focus()
  await page.keyboard.press('ArrowRight')
  await expect(region.getByRole('group').nth(1)).toBeInViewport({ ratio: 0.95 })
  await expect(region.getByRole('button', { name: 'Go to slide 2 of 4' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('the hero advances by itself, and not under prefers-reduced-motion', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      reducedMotion,
    })
    const page = await context.newPage()
    await page.goto('/en')
    await page.waitForFunction(() => 'next' in window)
    const region = page.getByRole('region', { name: 'Highlights', exact: true })
    const second = region.getByRole('button', { name: 'Go to slide 2 of 4' })
    if (reducedMotion === 'reduce') {
      await expect(region.getByRole('button', { name: 'Pause' })).toHaveCount(0)
      await page.waitForTimeout(6000)
      await expect(second).not.toHaveAttribute('aria-current', 'true')
    } else {
      await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 8000 })
    }
    await context.close()
  }
})

test('without JavaScript the home page shows its first slides, the rest scroll into view, no dead buttons', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  })
  const page = await context.newPage()
  await page.goto('/en')
  const hero = page.getByRole('region', { name: 'Highlights', exact: true })
  // Buttons that would do nothing are hidden.
  await expect(hero.getByRole('button', { name: 'Next' })).toBeHidden()
  await expect(hero.getByRole('button', { name: 'Previous' })).toBeHidden()
  const slides = hero.getByRole('group')
  await expect(slides).toHaveCount(4)
  await expect(slides.first()).toBeInViewport({ ratio: 0.95 })
  await expect(slides.first().getByRole('heading')).toBeVisible()
  await expect(slides.nth(1)).not.toBeInViewport()
  // Slide by slide, by horizontal scrolling, up to the last one.
  for (let n = 1; n < 4; n++) {
    await hero.locator('.carousel-viewport').hover()
    await page.mouse.wheel(375, 0)
    await expect(slides.nth(n)).toBeInViewport({ ratio: 0.95 })
  }
  // The other carousels of the page too: the first slide on screen, the last one reachable.
  const news = page.getByRole('region', { name: en.news.carousel })
  await news.scrollIntoViewIfNeeded()
  const articles = news.getByRole('group')
  await expect(articles.first()).toBeInViewport({ ratio: 0.95 })
  const count = await articles.count()
  expect(count).toBeGreaterThan(1)
  for (let n = 1; n < count; n++) {
    await news.locator('.carousel-viewport').hover()
    await page.mouse.wheel(375, 0)
  }
  await expect(articles.last()).toBeInViewport({ ratio: 0.95 })
  await context.close()
})
