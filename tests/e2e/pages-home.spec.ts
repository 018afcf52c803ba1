import { expect, test } from './fixtures'

const cases = [
  {
    path: '/en',
    hero: 'Highlights',
    services: 'Our Services',
    truck: 'Truck Drivers Recruitment',
    experience: '15+ years of experience',
    how: 'How does it work?',
    founder: '/en/elena-rivera',
    reviews: '/en/reviews',
    play: 'Play video: About us',
  },
  {
    path: '/',
    hero: 'Destacados',
    services: 'Nuestros servicios',
    truck: 'Reclutamiento de camioneros',
    experience: '15+ años de experiencia',
    how: '¿Cómo funciona?',
    founder: '/elena-rivera',
    reviews: '/testimonios',
    play: 'Reproducir video: Sobre nosotros',
  },
]

for (const c of cases) {
  test.describe(`home ${c.path}`, () => {
    test('shows the hero carousel of four slides and every section', async ({ page }) => {
      await page.goto(c.path)
      await expect(page.locator('h1')).toHaveCount(1)
      const hero = page.getByRole('region', { name: c.hero, exact: true })
      await expect(hero.locator('[role="group"]')).toHaveCount(4)
      await expect(hero.getByRole('button', { name: /Pause|Pausar/ })).toBeVisible()
      await expect(page.getByRole('heading', { name: c.services })).toBeVisible()
      const truck = page.locator('main').getByRole('link', { name: new RegExp(`${c.truck}`) })
      await expect(truck).toHaveAttribute('href', 'https://drivers.riveracastillo.example')
      await expect(truck).toHaveAttribute('target', '_blank')
      await expect(page.getByText(c.experience)).toBeVisible()
      await expect(page.getByRole('heading', { name: c.how })).toBeVisible()
      await expect(page.locator(`main a[href="${c.founder}"]`)).toHaveCount(1)
      await expect(page.locator(`main a[href="${c.reviews}"]`)).toHaveCount(1)
    })

    test('loads the video player only when the poster is clicked', async ({ page }) => {
      await page.goto(c.path)
      await expect(page.locator('main iframe')).toHaveCount(0)
      await page.getByRole('button', { name: c.play }).click()
      await expect(page.locator('main iframe')).toHaveCount(1)
      await expect(page.locator('main iframe')).toHaveAttribute('src', /youtube-nocookie/)
    })
  })
}

test('the hero slides link to the immigration lawyer page and the three visa pages', async ({
  page,
}) => {
  await page.goto('/en')
  const hero = page.getByRole('region', { name: 'Highlights' })
  const hrefs = await hero
    .locator('[role="group"] a:not([data-cta="evaluation"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual([
    '/en/services/immigration-lawyer',
    '/en/humanitarian-visa/vawa-visa',
    '/en/humanitarian-visa/t-visa',
    '/en/humanitarian-visa/u-visa',
  ])
})

test('sections stay visible without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en')
  await expect(page.getByRole('heading', { name: 'How does it work?' })).toBeVisible()
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
  await context.close()
})

// Without JavaScript the carousels scroll by hand and show no dead buttons: carousel.spec.ts.

test('a section below the fold fades in when it scrolls into view, one on screen never hides', async ({
  page,
}) => {
  // Tall enough for the first section to be on screen at once, not the last.
  await page.setViewportSize({ width: 375, height: 1600 })
  await page.goto('/en')
  const sections = page.locator('.reveal')
  const below = sections.last()
  await expect(below).toHaveAttribute('data-reveal', 'hidden')
  await expect(sections.first()).not.toHaveAttribute('data-reveal', 'hidden')
  await below.scrollIntoViewIfNeeded()
  await expect(below).toHaveAttribute('data-reveal', 'shown')
  await expect(below).toHaveCSS('opacity', '1')
})
