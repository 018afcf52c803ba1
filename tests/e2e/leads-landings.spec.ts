import { expect, pageBeforeHydration, test, type Page } from './fixtures'

/** Opens the tramcase landing and types a name and a phone; returns its form. */
async function openTramcase(page: Page) {
  await page.goto('/tramcase')
  const form = page.locator('#formularioGeneral')
  await form.locator('[name="nombre"]').fill('Sofía Luna')
  await form.locator('[name="phone"]').fill('2025550188')
  return form
}

test.describe('parole landing', () => {
  test('shows the situation selector and note only when an answer is no', async ({ page }) => {
    await page.goto('/en/parole')
    const form = page.locator('#formularioGeneral')
    const situation = form.getByLabel('Your situation')
    await expect(situation).toHaveCount(0)
    await form
      .getByRole('group', { name: 'Are you married to a US citizen?' })
      .getByLabel('No')
      .check()
    await expect(situation).toBeVisible()
    await expect(form).toContainText('you do not qualify for the new Parole')
    await form
      .getByRole('group', { name: 'Are you married to a US citizen?' })
      .getByLabel('Yes')
      .check()
    await form
      .getByRole('group', { name: 'Have you been in the country for more than 10 years?' })
      .getByLabel('Yes')
      .check()
    await expect(situation).toHaveCount(0)
  })

  test('validates in the parole order and sends', async ({ page }) => {
    await page.goto('/en/parole')
    const form = page.locator('#formularioGeneral')
    const submit = form.getByRole('button', { name: 'Send' })
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please accept the terms and conditions.')
    await form.locator('[name="checkbox"]').check()
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please enter your name.')
    await form.locator('[name="nombre"]').fill('Rosa Méndez')
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please enter if you are married.')
    await form
      .getByRole('group', { name: 'Are you married to a US citizen?' })
      .getByLabel('Yes')
      .check()
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please enter stay.')
    await form
      .getByRole('group', { name: 'Have you been in the country for more than 10 years?' })
      .getByLabel('No')
      .check()
    await form.locator('[name="phone"]').pressSequentially('915-555-0199-1234')
    await expect(form.locator('[name="phone"]')).toHaveValue('91555501991')
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.')
    await form.locator('[name="email"]').fill('rosa@example.com')
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please select a situation.')
    await form.getByLabel('Your situation').selectOption('spouse')
    const posted = page.waitForRequest('**/api/prospecto/agregar')
    await submit.click()
    expect((await posted).postData()).toContain('Landing Parole Inglés')
    await expect(page).toHaveURL(/\/en\/thank-you$/)
  })
})

test.describe('referrals landing', () => {
  test('adds, edits and deletes referrals, then posts one lead per referral', async ({ page }) => {
    await page.goto('/referidos')
    const form = page.locator('#formularioReferidos')
    await form.getByRole('button', { name: 'Enviar referidos' }).click()
    await expect(form.getByRole('alert')).toHaveText('Por favor ingrese su nombre.')
    await form.getByLabel('Su nombre').fill('Carmen Soto')
    await form.getByLabel('Su teléfono').fill('2025550177')
    await form.getByRole('button', { name: 'Enviar referidos' }).click()
    await expect(form.getByRole('alert')).toHaveText('Por favor ingrese al menos un referido.')

    const name = form.getByLabel('Nombre del referido')
    const phone = form.getByLabel('Teléfono del referido')
    await name.pressSequentially('Jorge 2 Paz!')
    await expect(name).toHaveValue('Jorge  Paz')
    await name.fill('Jorge Paz')
    await phone.fill('2025550111')
    await form.getByRole('button', { name: 'AGREGAR' }).click()
    await name.fill('Elsa Ríos')
    await phone.fill('2025550122')
    await form.getByRole('button', { name: 'AGREGAR' }).click()
    await name.fill('Borrar Luego')
    await phone.fill('2025550133')
    await form.getByRole('button', { name: 'AGREGAR' }).click()
    const list = form.getByRole('list', { name: 'Sus referidos' })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list).toHaveCSS('max-height', '200px')
    await expect(list).toHaveCSS('overflow-y', 'auto')

    await list.getByRole('button', { name: 'Editar Elsa Ríos' }).click()
    await expect(form.getByRole('button', { name: 'EDITAR', exact: true })).toBeVisible()
    await phone.fill('2025550123')
    await form.getByRole('button', { name: 'EDITAR', exact: true }).click()
    await expect(list).toContainText('Elsa Ríos · 2025550123')
    await list.getByRole('button', { name: 'Eliminar Borrar Luego' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(2)

    const posts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/prospecto/agregar')) posts.push(request.postData() ?? '')
    })
    await form.getByRole('button', { name: 'Enviar referidos' }).click()
    await expect(page).toHaveURL(/\/gracias-referidos$/)
    expect(posts).toHaveLength(2)
    expect(posts[0]).toContain('Jorge Paz')
    expect(posts[1]).toContain('2025550123')
    for (const post of posts) expect(post).toContain('Carmen Soto')
  })
})

test.describe('situation landings', () => {
  test('YouTube landing labels the section with its seccion parameter', async ({ page }) => {
    await page.goto('/landing/youtube?seccion=Video12')
    const form = page.locator('#formularioGeneral')
    await form.locator('[name="nombre"]').fill('Raúl Vega')
    await form.locator('[name="phone"]').pressSequentially('202555014312345')
    await expect(form.locator('[name="phone"]')).toHaveValue('20255501431')
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(form.getByRole('alert')).toHaveText('Por favor seleccione una situación.')
    await form.getByLabel('Su situación').selectOption('bringFamily')
    await form.locator('[name="checkbox"]').check()
    const posted = page.waitForRequest('**/api/prospecto/agregar')
    await form.getByRole('button', { name: 'Enviar' }).click()
    expect((await posted).postData()).toContain('Youtube Landing Video12')
    await expect(page).toHaveURL(/\/gracias$/)
  })

  test('tramcase posts to its own endpoint', async ({ page }) => {
    const form = await openTramcase(page)
    await form.getByLabel('Su situación').selectOption('none')
    await form.locator('[name="checkbox"]').check()
    const posted = page.waitForRequest('**/api/prospecto/tramcase')
    await form.getByRole('button', { name: 'Enviar' }).click()
    await posted
    await expect(page).toHaveURL(/\/gracias$/)
  })

  test('TikTok landing requires a situation too', async ({ page }) => {
    await page.goto('/en/landing/tiktok')
    const form = page.locator('#formularioGeneral')
    await form.locator('[name="nombre"]').fill('Ana')
    await form.locator('[name="phone"]').fill('2025550188')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByRole('alert')).toHaveText('Please select a situation.')
  })
})

test.describe('humanitarian-visa contact landing', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Call Now becomes a form trigger and the floating phone button is hidden', async ({
    page,
  }) => {
    await page.goto('/contacto-para-tramite-de-visas-humanitarias')
    await expect(page.getByRole('link', { name: 'Llamar a la firma' })).toHaveCount(0)
    await expect(page.locator('header').getByRole('link', { name: 'Llamar ahora' })).toHaveCount(0)
    await page.locator('header').getByRole('button', { name: 'Completar formulario' }).click()
    await expect(page.locator('#formularioGeneral [name="nombre"]')).toBeFocused()
    await expect(page.locator('main')).toContainText('(202) 555-0192')
  })
})

test.describe('landing forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('tramcase comes back with the situation message, then sends', async ({ page }) => {
    const form = await openTramcase(page)
    await form.locator('[name="checkbox"]').check()
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.locator('#formularioGeneral').getByRole('alert')).toHaveText(
      'Por favor seleccione una situación.',
    )
    await expect(page.locator('#formularioGeneral [name="nombre"]')).toHaveValue('Sofía Luna')
    await page.locator('#formularioGeneral').getByLabel('Su situación').selectOption('divorced')
    await page.locator('#formularioGeneral [name="checkbox"]').check()
    await page.locator('#formularioGeneral').getByRole('button', { name: 'Enviar' }).click()
    await expect(page).toHaveURL(/\/gracias$/)
  })

  test('a referral is sent with the visitor and one referral', async ({ page }) => {
    await page.goto('/en/referrals')
    const form = page.locator('#formularioReferidos')
    await form.getByLabel('Your name').fill('Carmen Soto')
    await form.getByLabel('Your phone').fill('2025550177')
    await form.getByLabel('Referral name').fill('Jorge Paz')
    await form.getByLabel('Referral phone').fill('2025550111')
    await form.getByRole('button', { name: 'Send referrals' }).click()
    await expect(page).toHaveURL(/\/en\/thank-you-referrals$/)
  })
})

test.describe('answers given before the page was interactive', () => {
  test('keeps the parole answers checked before hydration, and what they show', async ({
    context,
  }) => {
    const { page, release } = await pageBeforeHydration(context, '/en/parole')
    const form = page.locator('#formularioGeneral')
    const married = form.getByRole('group', { name: 'Are you married to a US citizen?' })
    await married.getByLabel('No').check()
    release()
    await expect(form.locator('[name="tz"]')).not.toHaveValue('')
    await expect(married.getByLabel('No')).toBeChecked()
    await expect(form.getByLabel('Your situation')).toBeVisible()
  })

  test('keeps the referral typed before hydration and adds it', async ({ context }) => {
    const { page, release } = await pageBeforeHydration(context, '/referidos')
    const form = page.locator('#formularioReferidos')
    await form.getByLabel('Su nombre').fill('Carmen Soto')
    await form.getByLabel('Su teléfono').fill('2025550177')
    await form.getByLabel('Nombre del referido').fill('Jorge Paz')
    await form.getByLabel('Teléfono del referido').fill('(202) 555-0111')
    release()
    // Hydrated, and rendered again (the form fills in the browser's zone after hydration).
    await expect(form.locator('[name="tz"]')).not.toHaveValue('')
    await expect(form.getByLabel('Nombre del referido')).toHaveValue('Jorge Paz')
    await expect(form.getByLabel('Teléfono del referido')).toHaveValue('2025550111')
    await form.getByRole('button', { name: 'AGREGAR' }).click()
    await expect(form.getByRole('list', { name: 'Sus referidos' })).toContainText(
      'Jorge Paz · 2025550111',
    )
    await expect(form.getByLabel('Su nombre')).toHaveValue('Carmen Soto')
  })
})
