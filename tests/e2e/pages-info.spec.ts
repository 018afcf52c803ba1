import { expect, test } from './fixtures'

// Its tests are independent page loads: spread over both workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' })

test('contact pages show the phone blocks, social links, e-mail, offices and the form', async ({
  page,
}) => {
  for (const c of [
    {
      path: '/en/contact',
      labels: [
        'New Cases',
        'Customer Service',
        'Companies Growth Advisors',
        'Drivers Recruitment Team',
      ],
      section: 'Contacto Inglés',
      coverage: 'We serve the whole country',
    },
    {
      path: '/contacto',
      labels: ['Casos nuevos', 'Servicio al cliente', 'Asesores de crecimiento para empresas'],
      section: 'Contacto Español',
      coverage: 'Atendemos en todo el país',
    },
  ]) {
    await page.goto(c.path)
    await expect(page.locator('h1')).toHaveCount(1)
    const main = page.locator('main')
    for (const label of c.labels)
      await expect(main.getByText(label, { exact: true }).first()).toBeVisible()
    for (const phone of ['(202) 555-0143', '(202) 555-0178', '(915) 555-0124', '(915) 555-0157']) {
      await expect(main.getByRole('link', { name: phone }).first()).toBeVisible()
    }
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(
      main.locator(
        'a[href*="facebook"], a[href*="instagram"], a[href*="tiktok"], a[href*="youtube"], a[href*="wa.me"]',
      ),
    ).toHaveCount(5)
    await expect(main).toContainText('Washington')
    await expect(main).toContainText('El Paso, Texas')
    await expect(main).toContainText(c.coverage)
    await expect(main.locator('input[name="seccion"]')).toHaveValue(c.section)
  }
})

test('privacy policies list every section, the seven rights and the under-13 rule', async ({
  page,
}) => {
  await page.goto('/en/privacy-policy')
  for (const heading of [
    'Introduction',
    'Information Collection',
    'Use of Information',
    'Sharing of Information',
    'Information Transfers',
    'Data Protection Rights',
    'Child Protection',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  const rights = page.locator('main ul li')
  await expect(rights).toHaveCount(7)
  for (const right of [
    'Access',
    'Rectification',
    'Erasure',
    'Restriction',
    'Objection',
    'Portability',
    'Automated decisions',
  ]) {
    await expect(rights.filter({ hasText: right })).toHaveCount(1)
  }
  await expect(page.locator('main')).toContainText('under age 13')
  await page.goto('/politica-de-privacidad')
  await expect(page.getByRole('heading', { name: 'Protección de menores' })).toBeVisible()
  await expect(page.locator('main ul li')).toHaveCount(7)
  await expect(page.locator('main')).toContainText('menores de 13 años')
})

for (const [path, texts] of [
  [
    '/en/sms-subscription',
    [
      'may send you text messages',
      'Message and data rates may apply',
      'Message frequency varies',
      'Reply STOP to opt out',
    ],
  ],
  ['/en/sms-unsubscribe', ['Reply STOP']],
  [
    '/suscripcion-sms',
    [
      'puede enviarle mensajes de texto',
      'Pueden aplicarse tarifas de mensajes y datos',
      'La frecuencia de los mensajes varía',
      'Responda STOP',
    ],
  ],
  ['/cancelar-sms', ['Responda STOP']],
  ['/en/terms-and-conditions', ['not legal advice', 'Reply STOP to opt out']],
  ['/terminos-y-condiciones', ['no constituye asesoría legal']],
] as const) {
  test(`${path} shows its legal text`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    for (const text of texts) await expect(page.locator('main')).toContainText(text)
  })
}

for (const [path, home, text, picker] of [
  ['/en/thank-you', '/en', 'national number', true],
  ['/en/thank-you-referrals', '/en', 'national number', false],
  ['/gracias', '/', 'número nacional', true],
  ['/gracias-referidos', '/', 'número nacional', false],
] as const) {
  test(`${path} confirms the submission and links home`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toContainText(/Thank you|Gracias/)
    await expect(page.locator('main')).toContainText(text)
    await expect(page.locator('main')).toContainText(
      /free, confidential evaluation|evaluación gratis y confidencial/,
    )
    await expect(page.locator(`main a[href="${home}"]`)).toHaveCount(1)
    // What happens next: office hours from the Intake schedule, the number that calls, WhatsApp
    // and call buttons; the footer asks for no second form.
    const next = page.locator('section[aria-labelledby="what-happens-next"]')
    await expect(next).toContainText(
      /Monday to Friday: 9:00 AM–6:00 PM|Lunes a viernes: 9:00 a\. m\.–6:00 p\. m\./,
    )
    await expect(next).toContainText('(202) 555-0143')
    await expect(next.locator('a[href^="https://wa.me/"]')).toBeVisible()
    await expect(next.locator('a[href="tel:+12025550143"]')).toBeVisible()
    // No lead form is shown (the header/footer searches and the booking picker are forms too,
    // and the footer's lead form stays in the markup, hidden).
    await expect(page.locator('form.lead-form:visible')).toHaveCount(0)
    await expect(page.locator('#footer-lead-form')).toBeHidden()
    // The next action comes first, the way home after it: below the booking picker where the
    // page has one, else below what happens next.
    const nextAction = picker ? page.locator('section[aria-labelledby="booking-title"]') : next
    await expect(nextAction).toBeVisible()
    const action = (await nextAction.boundingBox())!
    const homeLink = (await page.locator(`main a[href="${home}"]`).boundingBox())!
    expect(homeLink.y).toBeGreaterThanOrEqual(action.y + action.height - 1)
  })
}

for (const c of [
  {
    path: '/abogados/elena-rivera',
    heading: 'Licencias para ejercer',
    rows: [
      'Distrito de Columbia, desde 2009',
      'Texas, desde 2011',
      'Tribunal de Apelaciones de EE. UU. para el Quinto Circuito, desde 2014',
    ],
  },
  {
    path: '/en/attorneys/elena-rivera',
    heading: 'Bar admissions',
    rows: [
      'District of Columbia, since 2009',
      'Texas, since 2011',
      'U.S. Court of Appeals for the Fifth Circuit, since 2014',
    ],
  },
  {
    path: '/en/attorneys/daniel-castillo',
    heading: 'Bar admissions',
    rows: ['Texas, since 2012', 'U.S. District Court, Western District of Texas, since 2013'],
  },
]) {
  test(`${c.path} lists the attorney's bar admissions`, async ({ page }) => {
    await page.goto(c.path)
    const section = page.locator('section[aria-labelledby="bar-admissions"]')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(c.heading)
    await expect(section.locator('li')).toHaveText(c.rows)
  })
}

for (const c of [
  {
    path: '/contacto',
    title: 'Cómo funciona su evaluación gratuita',
    texts: ['Usted nos cuenta su caso', 'desde el (202) 555-0143', 'Gratis y confidencial'],
    language: 'En español o en inglés',
    hours: 'Lunes a viernes: 9:00 a. m.–6:00 p. m.',
    name: 'Nombre completo',
  },
  {
    path: '/en/contact',
    title: 'How your free evaluation works',
    texts: ['You tell us about your case', 'from (202) 555-0143', 'Free and confidential'],
    language: 'In Spanish or English',
    hours: 'Monday to Friday: 9:00 AM–6:00 PM',
    name: 'Full name',
  },
]) {
  test(`${c.path} explains the free evaluation without pushing the form down a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto(c.path)
    // The form's first field is on the first screen, as it was before the steps were added.
    const name = page.locator('#formularioGeneral').getByLabel(c.name)
    const box = (await name.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(667)
    const steps = page.locator('section[aria-labelledby="evaluation-steps"]')
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText(c.title)
    await expect(steps.locator('ol > li')).toHaveCount(4)
    for (const text of c.texts) await expect(steps).toContainText(text)
    await expect(steps).toContainText(c.language)
    await expect(steps).toContainText(c.hours)
    // At 1280 px the steps stand beside the form, not under it.
    await page.setViewportSize({ width: 1280, height: 800 })
    const form = (await page.locator('#formularioGeneral').boundingBox())!
    const stepsBox = (await steps.boundingBox())!
    expect(stepsBox.x + stepsBox.width).toBeLessThanOrEqual(form.x)
    expect(stepsBox.y).toBeLessThan(form.y + form.height)
  })
}

test('personal injury: a service card and a page with its own form label, in both languages', async ({
  page,
}) => {
  for (const c of [
    {
      services: '/servicios',
      path: '/servicios/lesiones-personales',
      h1: 'Abogado de lesiones personales',
      section: 'Lesiones Personales Español',
    },
    {
      services: '/en/services',
      path: '/en/services/personal-injury',
      h1: 'Personal injury lawyer',
      section: 'Lesiones Personales Inglés',
    },
  ]) {
    await page.goto(c.services)
    await expect(page.locator(`main a[href="${c.path}"]`)).toHaveCount(1)
    await page.goto(c.path)
    await expect(page.locator('h1')).toHaveText(c.h1)
    await expect(page.locator('form#formularioGeneral input[name="seccion"]')).toHaveValue(
      c.section,
    )
    await expect(page.locator('main')).toContainText('Daniel Castillo')
  }
})

test('the HTML sitemaps list every public page in their language', async ({ page }) => {
  await page.goto('/en/sitemap')
  for (const href of [
    '/en',
    '/en/services',
    '/en/k1-visa',
    '/en/attorneys/daniel-castillo',
    '/en/elena-rivera',
    '/en/as-seen-live-with-elena-rivera',
    '/en/privacy-policy',
    '/en/sms-unsubscribe',
  ]) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1)
  }
  await page.goto('/mapa-de-sitio')
  for (const href of [
    '/',
    '/servicios',
    '/visa-k1',
    '/abogados/daniel-castillo',
    '/transmisiones-en-vivo-con-elena-rivera',
    '/cancelar-sms',
  ]) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1)
  }
  await expect(page.locator('main a[href^="/en"]')).toHaveCount(0)
})

test('the HTML sitemaps list the published campaign pages in their language', async ({ page }) => {
  await page.goto('/en/sitemap')
  const featured = page.getByRole('region', { name: 'Featured pages', exact: true })
  await expect(featured.getByRole('link', { name: 'Family parole' })).toHaveAttribute(
    'href',
    '/en/family-parole',
  )
  await expect(featured.locator('a[href="/en/tiktok-immigration"]')).toHaveCount(1)
  await expect(featured.locator('a:not([href^="/en/"])')).toHaveCount(0)
  await page.goto('/mapa-de-sitio')
  const destacadas = page.getByRole('region', { name: 'Páginas destacadas', exact: true })
  await expect(destacadas.getByRole('link', { name: 'Parole en familia' })).toHaveAttribute(
    'href',
    '/parole-en-familia',
  )
  await expect(destacadas.locator('a[href="/tiktok-inmigracion"]')).toHaveCount(1)
  await expect(destacadas.locator('a[href^="/en"]')).toHaveCount(0)
})

test('services and immigration lawyer pages in both languages', async ({ page }) => {
  await page.goto('/en/services')
  await expect(page.getByRole('heading', { name: 'Immigration', exact: true })).toBeVisible()
  await expect(
    page.locator('main').getByRole('link', { name: /Truck Drivers Recruitment/ }),
  ).toHaveAttribute('href', 'https://drivers.riveracastillo.example')
  await expect(page.locator('main input[name="seccion"]')).toHaveValue('Servicios Inglés')

  await page.goto('/en/services/immigration-lawyer')
  await expect(page.locator('h1')).toHaveText('Immigration lawyer')
  await expect(page.getByRole('heading', { name: 'You’re lucky!' })).toBeVisible()
  for (const step of [
    'We evaluate your case',
    'We start the paperwork',
    'Wait for your documents',
  ]) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible()
  }
  for (const item of ['Student scholarships', 'Passport', 'Better jobs', 'Buying a house']) {
    await expect(page.locator('main')).toContainText(item)
  }
  await expect(page.getByRole('link', { name: 'SEND CASE' })).toHaveAttribute(
    'href',
    '#formularioGeneral',
  )
  await expect(page.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute(
    'href',
    '#formularioGeneral',
  )
  await expect(page.locator('main a[href="/en/attorneys"]')).toHaveCount(1)
  await expect(page.locator('form#formularioGeneral input[name="seccion"]')).toHaveValue(
    'Inmigración Inglés',
  )
  await page.getByRole('link', { name: 'WE EVALUATE YOUR CASE' }).click()
  await expect(page.locator('form#formularioGeneral')).toBeInViewport()

  await page.goto('/servicios/abogado-de-inmigracion')
  await expect(page.getByRole('heading', { name: '¡Está de suerte!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'ENVIAR CASO' })).toBeVisible()
  await expect(page.locator('main')).toContainText('Becas estudiantiles')
})

test('about pages show history, mission, services and the founder card', async ({ page }) => {
  for (const [path, history, mission, section] of [
    ['/en/about-us', 'Our history', 'Our mission', 'Nosotros Inglés'],
    ['/nosotros', 'Nuestra historia', 'Nuestra misión', 'Nosotros Español'],
  ] as const) {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: history })).toBeVisible()
    await expect(page.getByRole('heading', { name: mission })).toBeVisible()
    await expect(page.locator('main ul.list-disc li')).toHaveCount(4)
    await expect(page.getByRole('heading', { name: 'Elena Rivera' })).toBeVisible()
    await expect(page.locator('main input[name="seccion"]')).toHaveValue(section)
  }
})

test('the HTML sitemap lists blog categories and articles in the page language', async ({
  page,
}) => {
  await page.goto('/en/sitemap')
  const blog = page.getByRole('region', { name: 'Blog', exact: true })
  await expect(blog.getByRole('link', { name: 'News' })).toHaveAttribute(
    'href',
    '/en/blog/category/news',
  )
  await expect(blog.locator('a[href="/en/blog/u-visa-crime-victims"]')).toHaveCount(1)
  await page.goto('/mapa-de-sitio')
  await expect(
    page
      .getByRole('region', { name: 'Blog', exact: true })
      .locator('a[href="/blog/visa-u-victimas-de-crimenes"]'),
  ).toHaveCount(1)
})
