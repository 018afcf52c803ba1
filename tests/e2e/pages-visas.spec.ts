import { expect, test } from './fixtures'

const visas = [
  {
    path: '/en/humanitarian-visa/vawa-visa',
    h1: 'VAWA visa',
    section: 'Visa Vawa Inglés',
    claim: 'within two years of the divorce',
  },
  {
    path: '/visa-humanitaria/visa-vawa',
    h1: 'Visa VAWA',
    section: 'Visa Vawa Español',
    claim: 'dentro de los dos años siguientes al divorcio',
  },
  {
    path: '/en/humanitarian-visa/t-visa',
    h1: 'T visa',
    section: 'Visa T Inglés',
    claim: 'human trafficking',
  },
  {
    path: '/visa-humanitaria/visa-t',
    h1: 'Visa T',
    section: 'Visa T Español',
    claim: 'trata de personas',
  },
  {
    path: '/en/humanitarian-visa/u-visa',
    h1: 'U visa',
    section: 'Visa U Inglés',
    claim: 'cooperation',
  },
  {
    path: '/visa-humanitaria/visa-u',
    h1: 'Visa U',
    section: 'Visa U Español',
    claim: 'colaboración',
  },
  {
    path: '/en/k1-visa',
    h1: 'K-1 fiancé(e) visa',
    section: 'Visa K Inglés',
    claim: 'within 90 days of arrival',
    extra: 'unmarried and under 21',
  },
  {
    path: '/visa-k1',
    h1: 'Visa K-1 de prometido(a)',
    section: 'Visa K Español',
    claim: 'dentro de los 90 días siguientes a la llegada',
    extra: 'solteros y menores de 21 años',
  },
]

for (const visa of visas) {
  test(`${visa.path}: banner, breadcrumb, text, list and the form at #formularioGeneral`, async ({
    page,
  }) => {
    const english = visa.path.startsWith('/en')
    await page.goto(visa.path)
    await expect(page.locator('h1')).toHaveText(visa.h1)
    const crumbs = page.getByRole('navigation', { name: english ? 'Breadcrumb' : /Ruta|Migas/ })
    await expect(crumbs.getByRole('link', { name: english ? 'Home' : 'Inicio' })).toHaveAttribute(
      'href',
      english ? '/en' : '/',
    )
    await expect(page.locator('main')).toContainText(visa.claim)
    if (visa.extra) await expect(page.locator('main')).toContainText(visa.extra)
    await expect(page.locator('main ul.list-disc li').first()).toBeVisible()
    const form = page.locator('form#formularioGeneral')
    await expect(form.locator('input[name="seccion"]')).toHaveValue(visa.section)
    await expect(
      page.getByRole('link', { name: english ? 'SEND MESSAGE' : 'ENVIAR MENSAJE' }),
    ).toHaveAttribute('href', '#formularioGeneral')
    await page
      .getByRole('link', { name: english ? 'WE EVALUATE YOUR CASE' : 'DESCUBRE SI CALIFICAS' })
      .click()
    await expect(form).toBeInViewport()
  })
}

for (const [path, links] of [
  [
    '/en/humanitarian-visa',
    [
      '/en/humanitarian-visa/vawa-visa',
      '/en/humanitarian-visa/t-visa',
      '/en/humanitarian-visa/u-visa',
    ],
  ],
  [
    '/visa-humanitaria',
    ['/visa-humanitaria/visa-vawa', '/visa-humanitaria/visa-t', '/visa-humanitaria/visa-u'],
  ],
] as const) {
  test(`${path} links each humanitarian visa block to its page and places the form`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    for (const href of links) await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1)
    await expect(page.locator('main input[name="seccion"]')).toHaveValue(
      path.startsWith('/en') ? 'Visa Humanitaria Inglés' : 'Visa Humanitaria Español',
    )
  })
}
