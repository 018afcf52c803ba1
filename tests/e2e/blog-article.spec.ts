import { expect, test } from './fixtures'
import { slidesPerView, switchLink } from './blog-helpers'

const article = {
  es: {
    path: '/blog/visa-u-victimas-de-crimenes',
    title: 'Visa U: protección para víctimas de crímenes que ayudaron a la policía',
    date: '18 de febrero de 2026',
    home: 'Inicio',
    send: 'ENVIAR MENSAJE',
    index: 'Contenido del artículo',
    gallery: 'Galería de imágenes',
  },
  en: {
    path: '/en/blog/u-visa-crime-victims',
    title: 'U visa: protection for crime victims who helped the police',
    date: 'February 18, 2026',
    home: 'Home',
    send: 'SEND MESSAGE',
    index: 'In this article',
    gallery: 'Image gallery',
  },
}

for (const [locale, a] of Object.entries(article)) {
  test.describe(`article (${locale})`, () => {
    test('shows title, date, author, breadcrumb and share links', async ({ page }) => {
      await page.goto(a.path)
      await expect(page.locator('h1')).toHaveText(a.title)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByTestId('article')).toContainText(a.date)
      await expect(
        page.getByTestId('article').getByRole('link', { name: 'Elena Rivera' }),
      ).toHaveAttribute(
        'href',
        locale === 'es' ? '/abogados/elena-rivera' : '/en/attorneys/elena-rivera',
      )
      const crumbs = page
        .getByRole('navigation', { name: locale === 'es' ? 'Ruta de navegación' : 'Breadcrumb' })
        .locator('li')
      await expect(crumbs).toHaveCount(3)
      await expect(crumbs).toContainText([a.home, 'Blog', a.title])
      const share = page.getByTestId('share-links').locator('a')
      const hrefs = await share.evaluateAll((links) => links.map((l) => l.getAttribute('href')))
      expect(hrefs[0]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/)
      expect(hrefs[1]).toMatch(/^https:\/\/x\.com\/intent\/post\?url=/)
      expect(hrefs[2]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/)
      expect(hrefs[3]).toMatch(/^mailto:\?subject=/)
      expect(hrefs[0]).toContain(encodeURIComponent(a.path))
    })

    test('no breadcrumb line starts with the separator at 375 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto(a.path)
      const nav = page.getByRole('navigation', {
        name: locale === 'es' ? 'Ruta de navegación' : 'Breadcrumb',
      })
      // Every piece of the trail in reading order: crumbs and separators, each with its box.
      const pieces = await nav.locator('li > *').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect()
          return {
            separator: element.textContent?.trim() === '/',
            left: box.left,
            right: box.right,
            top: box.top,
            bottom: box.bottom,
          }
        }),
      )
      expect(pieces.filter((piece) => piece.separator)).toHaveLength(2)
      // The title is long enough to wrap at this width: the check below has lines to look at.
      expect(pieces.at(-1)!.top).toBeGreaterThan(pieces[0]!.bottom - 1)
      pieces.forEach((piece, index) => {
        if (!piece.separator) return
        const before = pieces[index - 1]!
        // On the same line as the crumb before it, to its right: never the first on a line.
        expect(index).toBeGreaterThan(0)
        expect(piece.left).toBeGreaterThanOrEqual(before.right - 1)
        expect(piece.top).toBeLessThan(before.bottom)
        expect(piece.bottom).toBeGreaterThan(before.top)
      })
    })

    test('the index jumps to the section in the body', async ({ page }) => {
      await page.goto(a.path)
      const index = page.getByRole('navigation', { name: a.index })
      const first = index.getByRole('link').first()
      const hash = (await first.getAttribute('href'))!
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${hash}$`))
      await expect(page.locator(`.article-body ${hash}`)).toBeInViewport()
    })

    test('the form sits beside the article at 1280 px', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(a.path)
      const text = (await page.getByTestId('article').boundingBox())!
      const form = (await page.getByTestId('article-form').boundingBox())!
      expect(form.x).toBeGreaterThanOrEqual(text.x + text.width)
      expect(form.y).toBeLessThan(text.y + 200)
      await expect(page.getByTestId('send-message')).toBeHidden()
      await expect(page.locator('#formularioGeneral')).toBeVisible()
    })

    test('below 1024 px the form is under the article and SEND MESSAGE scrolls to it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 800, height: 900 })
      await page.goto(a.path)
      const text = (await page.getByTestId('article').boundingBox())!
      const form = (await page.getByTestId('article-form').boundingBox())!
      expect(form.y).toBeGreaterThanOrEqual(text.y + text.height)
      const button = page.getByTestId('send-message')
      await expect(button).toHaveText(a.send)
      await expect(page.locator('#formularioGeneral')).not.toBeInViewport()
      await button.click()
      await expect(page.locator('#formularioGeneral')).toBeInViewport()
    })

    for (const [width, expected] of [
      [1280, 2],
      [375, 1],
    ] as const) {
      test(`the gallery shows ${expected} slide(s) at ${width} px, loops and has arrows`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(a.path)
        const region = page.getByRole('region', { name: a.gallery })
        await region.scrollIntoViewIfNeeded()
        await expect(region.locator('[role="group"]')).toHaveCount(3)
        await expect.poll(() => slidesPerView(region)).toBe(expected)
        const previous = region.getByRole('button', {
          name: locale === 'es' ? 'Anterior' : 'Previous',
        })
        await expect(previous).toBeVisible()
        // Looping: Previous from the first slide goes to the last one.
        const dots = region.getByRole('button', { name: /^(Ir a la diapositiva|Go to slide)/ })
        await expect(dots.first()).toHaveAttribute('aria-current', 'true')
        await previous.click()
        await expect(dots.last()).toHaveAttribute('aria-current', 'true')
      })
    }
  })
}

test('the language switch of an article lands on its counterpart', async ({ page }) => {
  await page.goto(article.es.path)
  const link = page.locator(switchLink).first()
  // Once the page's script runs, the switch is the article's hreflang alternate (its slug in
  // the other language), without the server's /redireccion step.
  await expect(link).toHaveAttribute('href', article.en.path)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${article.en.path}$`))
  await expect(page.locator('h1')).toHaveText(article.en.title)

  const back = page.locator(switchLink).first()
  await expect(back).toHaveAttribute('href', article.es.path)
  await back.click()
  await expect(page).toHaveURL(new RegExp(`${article.es.path}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})
