import { expect, test, type Page } from './fixtures'

async function pages(page: Page, testId: string, next: string, sizes: number[]) {
  const section = page.getByTestId(testId)
  const list = section.locator('[data-page]')
  for (const [index, size] of sizes.entries()) {
    await expect(list).toHaveAttribute('data-page', String(index + 1))
    await expect(list.locator('ul > li')).toHaveCount(size)
    if (index < sizes.length - 1) await section.getByRole('button', { name: next }).click()
  }
  await expect(section.getByRole('button', { name: next })).toBeDisabled()
}

for (const [path, labels] of [
  [
    '/testimonios',
    { next: 'Siguiente', previous: 'Anterior', travel: 'Testimonios de viajes al exterior' },
  ],
  ['/en/reviews', { next: 'Next', previous: 'Previous', travel: 'Travel Abroad Testimonials' }],
  ['/en/testimonios', { next: 'Next', previous: 'Previous', travel: 'Travel Abroad Testimonials' }],
] as const) {
  test(`${path}: travel videos 3 per page and giveaway photos 6 per page`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: labels.travel })).toBeVisible()
    await pages(page, 'travel-testimonials', labels.next, [3, 3, 2])
    await pages(page, 'giveaway-testimonials', labels.next, [6, 6, 2])
  })
}

test('page numbers form a window of 3 and changing page scrolls to the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/en/reviews')
  const section = page.getByTestId('giveaway-testimonials')
  const numbers = section.getByRole('button', { name: /^Page \d+$/ })
  await expect(numbers).toHaveCount(3)
  await section.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded()
  await section.getByRole('button', { name: 'Page 3' }).click()
  await expect(section.locator('[data-page]')).toHaveAttribute('data-page', '3')
  await expect
    .poll(async () => (await section.locator('[data-page]').boundingBox())!.y)
    .toBeLessThan(250)
  await section.getByRole('button', { name: 'Previous' }).click()
  await expect(section.locator('[data-page]')).toHaveAttribute('data-page', '2')
})

test('videos load only on click', async ({ page }) => {
  await page.goto('/en/reviews')
  const section = page.getByTestId('travel-testimonials')
  await expect(section.locator('iframe')).toHaveCount(0)
  await section
    .getByRole('button', { name: /Play video/ })
    .first()
    .click()
  await expect(section.locator('iframe')).toHaveCount(1)
})
