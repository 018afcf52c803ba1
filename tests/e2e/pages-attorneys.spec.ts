import { expect, test, type Page } from './fixtures'

/** Slides whose content lies inside the carousel's viewport (slides pad their right gap). */
async function visibleSlides(page: Page, region: string) {
  const carousel = page.getByRole('region', { name: region })
  const viewport = await carousel.locator('.carousel-viewport').boundingBox()
  const boxes = await carousel.locator('[role="group"]').evaluateAll((slides) =>
    slides.map((slide) => {
      const rect = (slide.firstElementChild ?? slide).getBoundingClientRect()
      return { x: rect.x, width: rect.width }
    }),
  )
  return boxes.filter(
    (box) => box.x >= viewport!.x - 2 && box.x + box.width <= viewport!.x + viewport!.width + 2,
  ).length
}

for (const [width, expected] of [
  [375, 1],
  [767, 1],
  [800, 3],
  [1280, 3],
] as const) {
  test(`attorney testimonial slider shows ${expected} slide(s) at ${width} px`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en/attorneys/elena-rivera')
    await expect(page.getByRole('region', { name: 'Client testimonials' })).toBeVisible()
    await expect.poll(() => visibleSlides(page, 'Client testimonials')).toBe(expected)
  })
}

test('the testimonial slider advances by itself every 3 seconds', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en/attorneys/elena-rivera')
  const region = page.getByRole('region', { name: 'Client testimonials' })
  // Carousels start their script once on screen, as a visitor scrolls to them.
  await region.scrollIntoViewIfNeeded()
  const current = region.locator('button[aria-current="true"]')
  await expect(current).toHaveAttribute('aria-label', /Go to slide 1 of/)
  await expect(current).toHaveAttribute('aria-label', /Go to slide 2 of/, { timeout: 5000 })
})

test('testimonial bodies are cut at 300 characters', async ({ page }) => {
  await page.goto('/abogados/elena-rivera')
  const texts = await page.locator('blockquote').allTextContents()
  expect(texts.length).toBeGreaterThanOrEqual(4)
  for (const text of texts) expect(text.length).toBeLessThanOrEqual(300)
  expect(texts.some((text) => text.endsWith('…'))).toBe(true)
})

for (const [path, labels] of [
  [
    '/en/attorneys/daniel-castillo',
    ['Languages', 'Practice areas', 'Associations', 'Biography', 'Contact'],
  ],
  [
    '/abogados/elena-rivera',
    ['Idiomas', 'Áreas de práctica', 'Asociaciones', 'Biografía', 'Contacto'],
  ],
] as const) {
  test(`${path} shows the profile blocks`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    for (const label of labels) {
      await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible()
    }
    await expect(page.locator('main a[href^="tel:"]')).not.toHaveCount(0)
    await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(1)
  })
}

for (const [path, contact, founderRole, consultantRole, section] of [
  [
    '/en/attorneys',
    'CONTACT US',
    'Founding attorney',
    'Consulting attorney, personal injury',
    'Abogados Inglés',
  ],
  [
    '/abogados',
    'CONTÁCTENOS',
    'Abogada fundadora',
    'Abogado consultor, lesiones personales',
    'Abogados Español',
  ],
] as const) {
  test(`${path} shows the founding and consulting attorneys and the team form`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Elena Rivera' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Daniel Castillo' })).toBeVisible()
    await expect(page.getByText(founderRole, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(consultantRole, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: contact })).toHaveAttribute(
      'href',
      path.startsWith('/en') ? '/en/contact' : '/contacto',
    )
    await expect(page.locator('main input[name="seccion"]')).toHaveValue(section)
  })
}
