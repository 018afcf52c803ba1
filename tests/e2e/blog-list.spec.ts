import { expect, test } from './fixtures'
import { slidesPerView } from './blog-helpers'

test.describe('blog list and categories', () => {
  for (const [path, count, title] of [
    ['/blog', 8, 'Abrimos nuestra oficina en El Paso, Texas'],
    ['/en/blog', 8, 'We opened our office in El Paso, Texas'],
  ] as const) {
    test(`${path} lists every article with links to them`, async ({ page }) => {
      await page.goto(path)
      const cards = page.getByTestId('post-grid').locator('article')
      await expect(cards).toHaveCount(count)
      const link = page.getByRole('link', { name: title, exact: true })
      await link.click()
      await expect(page.locator('h1')).toHaveText(title)
    })
  }

  for (const [path, name, count] of [
    ['/blog/categoria/visas-humanitarias', 'Visas humanitarias', 3],
    ['/en/blog/category/humanitarian-visas', 'Humanitarian visas', 3],
    ['/en/blog/category/news', 'News', 2],
  ] as const) {
    test(`${path} shows only its articles`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(name)
      await expect(page.getByTestId('post-grid').locator('article')).toHaveCount(count)
    })
  }

  test('?query= without JavaScript shows the matching articles', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blog')
    await page.locator('#footer-search-input').fill('NOTARIOS')
    await page.locator('#footer-search-input').press('Enter')
    await expect(page).toHaveURL(/\/blog\?query=NOTARIOS$/)
    const cards = page.getByTestId('post-grid').locator('article')
    await expect(cards).toHaveCount(1)
    await expect(cards).toContainText('Cuidado con los notarios falsos')
    await context.close()
  })
})

test.describe('home blocks', () => {
  for (const [width, news, reviews] of [
    [1280, 2, 3],
    [1000, 2, 2],
    [375, 1, 1],
  ] as const) {
    test(`at ${width} px News shows ${news} and Google Reviews ${reviews} slides`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/en')
      const newsRegion = page.getByRole('region', { name: 'Featured blog articles' })
      await expect.poll(() => slidesPerView(newsRegion)).toBe(news)
      await expect(newsRegion.locator('[role="group"]')).toHaveCount(3)
      const reviewRegion = page.getByRole('region', { name: 'Google reviews from our clients' })
      await expect.poll(() => slidesPerView(reviewRegion)).toBe(reviews)
    })
  }

  test('Google reviews show five stars and a Write review link in both languages', async ({
    page,
  }) => {
    for (const [path, write] of [
      ['/en', 'Write review'],
      ['/', 'Escribir reseña'],
    ] as const) {
      await page.goto(path)
      const block = page.getByTestId('google-reviews')
      await expect(block.getByTestId('stars')).toHaveCount(6)
      const stars = block.getByTestId('stars').first()
      await expect(stars.locator('svg path')).toHaveCount(5)
      // Drawn side by side, not on top of each other.
      const box = await stars.locator('svg').boundingBox()
      expect(box?.width).toBeGreaterThan(4 * box!.height)
      const link = block.getByRole('link', { name: write })
      await expect(link).toHaveAttribute('href', 'https://reviews.riveracastillo.example/write')
      await expect(link).toHaveAttribute('target', '_blank')
    }
  })

  test('the News excerpt is cut at 100 characters', async ({ page }) => {
    await page.goto('/')
    const excerpts = page.getByTestId('home-news').locator('article p')
    for (const text of await excerpts.allInnerTexts()) expect(text.length).toBeLessThanOrEqual(101)
  })
})
