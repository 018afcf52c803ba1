import { expect, test } from './fixtures'

test.describe('header on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('dropdowns open on hover', async ({ page }) => {
    await page.goto('/en')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const immigration = nav.getByRole('link', { name: 'Immigration', exact: true })
    await expect(immigration).toBeHidden()
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await expect(immigration).toBeVisible()
    await expect(immigration).toHaveAttribute('href', '/en/services/immigration-lawyer')
    await page.mouse.move(640, 700)
    await expect(immigration).toBeHidden()
  })

  test('dropdowns open from the keyboard and close with Escape', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    const toggle = nav.getByRole('button', { name: 'Mostrar el submenú de Visas' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const vawa = nav.getByRole('link', { name: 'Visa VAWA' })
    await expect(vawa).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Visas humanitarias' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await expect(vawa).toBeHidden()
  })

  test('the blog dropdown lists the categories and the about menu the attorneys', async ({
    page,
  }) => {
    await page.goto('/en')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Blog', exact: true }).hover()
    await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/en/blog/category/news',
    )
    await nav.getByRole('link', { name: 'About Us', exact: true }).first().hover()
    await expect(nav.getByRole('link', { name: 'Elena Rivera' })).toHaveAttribute(
      'href',
      '/en/attorneys/elena-rivera',
    )
  })

  test('Call Now is a tel: link that posts the call-tracking event', async ({ page }) => {
    await page.goto('/en')
    const callNow = page.locator('header').getByRole('link', { name: 'Call Now' })
    await expect(callNow).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    const tracked = page.waitForRequest(
      (request) => request.url().endsWith('/en/api/track-call') && request.method() === 'POST',
    )
    await callNow.evaluate((link) =>
      link.addEventListener('click', (event) => event.preventDefault()),
    )
    await callNow.click()
    const request = await tracked
    expect(request.headers()['content-type']).toContain('application/json')
  })

  test('the scroll flag turns on past 50 px', async ({ page }) => {
    await page.goto('/en/privacy-policy')
    const header = page.locator('header.site-header')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await page.evaluate(() => window.scrollTo(0, 10))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('the footer has contact, search, social, legal links and loads the map on request', async ({
    page,
  }) => {
    await page.goto('/en')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /wa\.me/,
    )
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    )
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    )
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
      'href',
      '/en/sitemap',
    )
    await expect(footer).toContainText('Pre-qualification does not mean approval')
    await expect(footer.getByRole('heading', { name: 'Submit your case' })).toBeVisible()
    await expect(footer.locator('iframe')).toHaveCount(0)
    const map = footer.locator('.footer-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-visible', 'true')
    await footer.getByRole('button', { name: 'Show map' }).click()
    await expect(footer.locator('iframe')).toHaveCount(1)
  })
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the mobile menu is a full-screen overlay with a close button', async ({ page }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Abrir menú' })
    await expect(open).toBeVisible()
    await open.click()
    const overlay = page.getByRole('dialog', { name: 'Navegación principal' })
    await expect(overlay).toBeVisible()
    const box = await overlay.boundingBox()
    expect(box?.width).toBe(375)
    expect(box?.height).toBe(740)
    await overlay.getByRole('button', { name: 'Blog' }).click()
    await expect(overlay.getByRole('link', { name: 'Todos los blogs' })).toHaveAttribute(
      'href',
      '/blog',
    )
    await overlay.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(overlay).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('Escape closes the overlay', async ({ page }) => {
    await page.goto('/en')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('the floating phone button is shown', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Llamar a la firma' })).toBeVisible()
  })
})
