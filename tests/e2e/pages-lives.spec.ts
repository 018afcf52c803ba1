import { expect, test } from './fixtures'

for (const c of [
  {
    path: '/en/as-seen-live-with-elena-rivera',
    results: '8 recorded live sessions',
    previous: 'Previous',
    next: 'Next',
    page: 'Page',
    first: 'Questions and answers about the U visa',
    fourth: 'Family petitions for sons and daughters over 21',
  },
  {
    path: '/transmisiones-en-vivo-con-elena-rivera',
    results: '8 transmisiones grabadas',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página',
    first: 'Preguntas y respuestas sobre la visa U',
    fourth: 'Peticiones familiares para hijos mayores de 21',
  },
]) {
  test(`${c.path}: 3 lives per page with a window of 3 pages and Previous/Next`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto(c.path)
    await expect(page.locator('h1')).toContainText('Elena Rivera')
    await expect(page.getByRole('heading', { name: c.results })).toBeVisible()
    const cards = page.locator('main [data-page] li')
    await expect(cards).toHaveCount(3)
    await expect(cards.first()).toContainText(c.first)
    const previous = page.getByRole('button', { name: c.previous, exact: true })
    const next = page.getByRole('button', { name: c.next, exact: true })
    await expect(previous).toBeDisabled()
    const numbers = page.getByRole('button', { name: new RegExp(`^${c.page} \\d+$`) })
    await expect(numbers).toHaveText(['1', '2', '3'])

    await page.mouse.wheel(0, 2000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await next.click()
    await expect(page.getByRole('button', { name: `${c.page} 2` })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(cards.first()).toContainText(c.fourth)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.getByRole('button', { name: `${c.page} 3` }).click()
    await expect(cards).toHaveCount(2)
    await expect(next).toBeDisabled()
    await expect(numbers).toHaveText(['1', '2', '3'])
    await previous.click()
    await expect(page.getByRole('button', { name: `${c.page} 2` })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
}

test('the founder page links to her lives and profile and loads its video on click', async ({
  page,
}) => {
  await page.goto('/en/elena-rivera')
  await expect(page.locator('h1')).toHaveText('Elena Rivera')
  await expect(page.locator('main a[href="/en/as-seen-live-with-elena-rivera"]')).toHaveCount(1)
  await expect(page.locator('main a[href="/en/attorneys/elena-rivera"]')).toHaveCount(1)
  await expect(page.locator('main iframe')).toHaveCount(0)
  await page.getByRole('button', { name: /Play video/ }).click()
  await expect(page.locator('main iframe')).toHaveCount(1)
})
