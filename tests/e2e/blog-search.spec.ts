import { expect, test } from './fixtures'

test.use({ viewport: { width: 1280, height: 900 } })

test('header suggestions ignore accents, show at most 5 and clear on blank', async ({ page }) => {
  await page.goto('/blog')
  const input = page.locator('#header-search')
  const list = page.locator('header [data-testid="search-suggestions"]').first()
  const request = page.waitForRequest((r) => r.url().includes('/api/buscar?query=inmigracion'))
  await input.fill('inmigracion')
  await request
  await expect(list).toBeVisible()
  await expect(
    list.getByRole('link', { name: 'Cómo prepararse para la entrevista de inmigración' }),
  ).toBeVisible()

  await input.fill('visa')
  await expect(list.getByRole('link')).toHaveCount(5)
  await expect(page.locator('#header-search-status')).toHaveText('5 sugerencias disponibles')

  await input.fill('   ')
  await expect(list).toBeHidden()
  await input.fill('zzzz-sin-resultados')
  await expect(page.locator('#header-search-status')).toHaveText('Sin sugerencias')
  await expect(page.locator('header [data-testid="search-suggestions"]')).toHaveCount(0)
})

test('suggestions are keyboard accessible and lead to the article', async ({ page }) => {
  await page.goto('/en/blog')
  const input = page.locator('#header-search')
  await input.fill('FIANCE')
  const link = page.locator('header [data-testid="search-suggestions"] a').first()
  await expect(link).toHaveAttribute('href', '/en/blog/k1-fiance-visa')
  await input.press('ArrowDown')
  await expect(link).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(input).toBeFocused()
  await expect(page.locator('header [data-testid="search-suggestions"]')).toHaveCount(0)
  await input.fill('fiance')
  await expect(link).toBeVisible()
  await input.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/blog\/k1-fiance-visa$/)
})

test('footer suggestions call /search/blog in the page language', async ({ page }) => {
  await page.goto('/en/blog')
  const input = page.locator('#footer-search-input')
  const request = page.waitForRequest((r) => r.url().includes('/search/blog?query=notaries'))
  await input.fill('notaries')
  expect((await request).url()).toContain('lang=en')
  const list = page.locator('footer [data-testid="search-suggestions"]')
  await expect(list.getByRole('link')).toHaveCount(1)
  await expect(list.getByRole('link')).toHaveText(
    'Beware of fake notaries: how to avoid immigration fraud',
  )
})

test('a failing suggestions call is only logged', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.route('**/api/buscar**', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.goto('/blog')
  await page.locator('#header-search').fill('visa')
  await expect
    .poll(() => errors.some((e) => e.includes('Blog search suggestions failed')))
    .toBe(true)
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('header [data-testid="search-suggestions"]')).toHaveCount(0)
})
