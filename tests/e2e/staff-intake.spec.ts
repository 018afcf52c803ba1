import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const password = 'a-long-enough-password-1'
// The first account of the e2e database, whichever spec registers it first (support/http.ts).
const admin = { email: 'staff@firm.test', password: 'integration-only-password-1' }

/** The first admin of the fresh database, then an account of the given role. */
async function account(request: APIRequestContext, role: 'agent' | 'editor') {
  await request.post('/cms/api/users/first-register', { data: { ...admin, roles: ['admin'] } })
  const login = await request.post('/cms/api/users/login', { data: admin })
  const { token } = await login.json()
  const email = `${role}-${Date.now()}@firm.test`
  const created = await request.post('/cms/api/users', {
    headers: { authorization: `JWT ${token}` },
    data: { email, password, name: `${role} e2e`, roles: [role] },
  })
  expect(created.status()).toBe(201)
  return { email, password }
}

async function logIn(page: Page, user: { email: string; password: string }, redirect = '') {
  await page.goto(`/admin/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`)
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.locator('button[type="submit"]').click()
}

/** A visitor's lead through the public endpoint, as the site's forms post it. */
async function visitorLead(request: APIRequestContext, nombre: string, phone: string) {
  const { token } = await (await request.get('/csrf-token')).json()
  const response = await request.post('/api/prospecto/agregar', {
    headers: { accept: 'application/json' },
    multipart: { _token: token, nombre, phone, checkbox: '1', seccion: 'Footer Español' },
  })
  expect(await response.json()).toEqual({ status: 'success' })
}

test.describe('social-media team form', () => {
  test('sends anonymous visitors to the staff login and back', async ({ page, request }) => {
    const agent = await account(request, 'agent')
    await page.goto('/equipo/redes-sociales')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fequipo%2Fredes-sociales/)
    await page.locator('#field-email').fill(agent.email)
    await page.locator('#field-password').fill(agent.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/equipo\/redes-sociales$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Formulario del equipo de redes sociales',
    )
  })

  test('checks in the spec order and posts the spec fields', async ({ page, request }) => {
    await logIn(page, await account(request, 'agent'), '/equipo/redes-sociales')
    await expect(page).toHaveURL(/\/equipo\/redes-sociales$/)
    const form = page.locator('#formularioRedesSociales')
    const submit = form.getByRole('button', { name: 'Registrar prospecto' })
    const alert = form.getByRole('alert')
    await expect(form.getByLabel('Se le puede llamar ahora')).toBeChecked()
    await expect(form.getByLabel('Inmigración')).toBeChecked()
    await expect(form.locator('[name="status"]')).toHaveValue('New Lead')
    await expect(form.locator('[name="checkbox"]')).toHaveCount(0)
    await submit.click()
    await expect(alert).toHaveText('Por favor ingrese su nombre.')
    await form.getByLabel('Nombre').fill('Marta Ruiz')
    await submit.click()
    await expect(alert).toHaveText(
      'Por favor ingrese un número de teléfono válido (al menos 9 dígitos).',
    )
    await form.getByLabel('Teléfono').pressSequentially('(305) 555-01')
    await expect(form.getByLabel('Teléfono')).toHaveValue('30555501')
    await submit.click()
    await expect(alert).toHaveText(
      'Por favor ingrese un número de teléfono válido (al menos 9 dígitos).',
    )
    await form.getByLabel('Teléfono').pressSequentially('99')
    await submit.click()
    await expect(alert).toHaveText('Por favor seleccione un Agente.')
    await form.getByLabel('Agente').selectOption('Carlos')
    await submit.click()
    await expect(alert).toHaveText('Por favor ingrese link de la conversación.')
    await form.getByLabel('Link de la conversación').fill('https://m.me/t/123')
    await form.getByLabel('Fuente').selectOption('WhatsApp Lead')
    const posted = page.waitForRequest('**/api/prospecto/socialmedia')
    await submit.click()
    const sent = await posted
    const body = sent.postData() ?? ''
    for (const part of [
      'Social Media',
      'New Lead',
      'WhatsApp Lead',
      'Carlos',
      'https://m.me/t/123',
    ])
      expect(body).toContain(part)
  })

  test('after a success, shows the message, resets and keeps the agent', async ({
    page,
    request,
  }) => {
    await logIn(page, await account(request, 'agent'), '/equipo/redes-sociales')
    await expect(page).toHaveURL(/\/equipo\/redes-sociales$/)
    const form = page.locator('#formularioRedesSociales')
    await form.getByLabel('Nombre').fill('Lucía Gómez')
    await form.getByLabel('Teléfono').fill('3055550177')
    await form.getByLabel('Agente').selectOption('Carlos')
    await form.getByLabel('Link de la conversación').fill('https://m.me/t/456')
    await form.getByLabel('Fuente').selectOption('Instagram')
    const answer = page.waitForResponse('**/api/prospecto/socialmedia')
    await form.getByRole('button', { name: 'Registrar prospecto' }).click()
    expect(await (await answer).json()).toEqual({ status: 'success' })
    await expect(page.getByText('Prospecto registrado correctamente.')).toBeVisible()
    await expect(form.getByLabel('Nombre')).toHaveValue('')
    await expect(form.getByLabel('Teléfono')).toHaveValue('')
    await expect(form.getByLabel('Link de la conversación')).toHaveValue('')
    await expect(form.getByLabel('Agente')).toHaveValue('Carlos')
    await expect(form.getByLabel('Se le puede llamar ahora')).toBeChecked()
  })

  test('shows the spec message when the CSRF token cannot be fetched', async ({
    page,
    request,
  }) => {
    await logIn(page, await account(request, 'agent'), '/equipo/redes-sociales')
    await expect(page).toHaveURL(/\/equipo\/redes-sociales$/)
    await page.route('**/csrf-token', (route) => route.abort())
    const form = page.locator('#formularioRedesSociales')
    await form.getByLabel('Nombre').fill('Marta Ruiz')
    await form.getByLabel('Teléfono').fill('3055550199')
    await form.getByLabel('Agente').selectOption('General')
    await form.getByLabel('Link de la conversación').fill('https://m.me/t/1')
    await form.getByRole('button', { name: 'Registrar prospecto' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'No se pudo obtener el token CSRF. Por favor intente más tarde.',
    )
  })
})

test.describe('staff roles and inbox', () => {
  test('an editor sees no Leads group and is refused the leads API', async ({ page, request }) => {
    await logIn(page, await account(request, 'editor'))
    await expect(page.locator('nav.nav__wrap')).toContainText('Blog')
    await expect(page.locator('#nav-leads')).toHaveCount(0)
    await expect(page.locator('#nav-users')).toHaveCount(0)
    const api = await page.request.get('/cms/api/leads')
    expect(api.status()).toBe(403)
  })

  // The browser asks for English: the admin answers in English (Payload's translations).
  test('an agent lands on the inbox and sees a new lead appear without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    await logIn(page, await account(request, 'agent'))
    await expect(page).toHaveURL(/\/admin\/collections\/leads/)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    const phone = `20255${String(Date.now()).slice(-5)}`
    await visitorLead(request, 'Lucía Recién Llegada', phone)
    await expect(page.getByText('Lucía Recién Llegada')).toBeVisible({ timeout: 25_000 })
    await expect(page.getByText(/New leads since you opened the list: [1-9]/)).toBeVisible()
    await expect(page.getByText(/Waiting \d+ min/).first()).toBeVisible()
    // The same page: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })
})
