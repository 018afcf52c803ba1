import { expect, test } from './fixtures'
import { languageSwitch } from './route-table'

// Every page of the route table answers 200 in its language with the header's switch to its
// counterpart: checked in visitor-reach.spec.ts at 375 px (page-checks.ts), on the page it loads
// anyway.

test('a first visit fetches the page once (no client-hint retry)', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.goto('/en/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toHaveLength(1)
  await context.close()
})

test('/en/testimonios serves the reviews page without a redirect', async ({ page }) => {
  const response = await page.goto('/en/testimonios')
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe('/en/testimonios')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1')).toHaveText('Reviews')
})

test('the blog category switch leads to the other language', async ({ page }) => {
  await page.goto('/blog/categoria/noticias')
  const link = page.locator(languageSwitch).first()
  // The page's hreflang alternate once its script runs.
  await expect(link).toHaveAttribute('href', '/en/blog/category/news')
  await link.click()
  await expect(page).toHaveURL(/\/en\/blog\/category\/news$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the language switch goes through /redireccion to the other language', async ({ page }) => {
    for (const [from, through, to] of [
      [
        '/blog/categoria/noticias',
        '/redireccion/blog/categoria/noticias',
        '/en/blog/category/news',
      ],
      ['/en/contact', '/redireccion/en/contact', '/contacto'],
      ['/', '/redireccion', '/en'],
    ]) {
      await page.goto(from)
      const link = page.locator(languageSwitch).first()
      await expect(link).toHaveAttribute('href', through)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${to}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', to.startsWith('/en') ? 'en' : 'es')
    }
  })
})

test.describe('404', () => {
  test('Spanish unknown path answers 404 with the Spanish texts', async ({ page }) => {
    const response = await page.goto('/esta/pagina/no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('main')).toContainText('Página no encontrada')
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Reportar problema' })).toHaveAttribute(
      'href',
      '/contacto',
    )
  })

  test('English unknown path answers 404 with the English texts', async ({ page }) => {
    const response = await page.goto('/en/this/page/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1')).toHaveText('¡OPPS! PAGE NOT FOUND')
    await expect(page.locator('main')).toContainText('Page not found')
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en')
    await expect(page.getByRole('link', { name: 'Report Problem' })).toHaveAttribute(
      'href',
      '/en/contact',
    )
  })

  test('an unknown single-segment name and an unknown attorney are 404s', async ({ page }) => {
    expect((await page.goto('/nadie-con-este-nombre'))?.status()).toBe(404)
    expect((await page.goto('/en/attorneys/nobody'))?.status()).toBe(404)
    expect((await page.goto('/blog/categoria/no-existe'))?.status()).toBe(404)
  })
})
