import { expect, pageBeforeHydration, test, type Page } from './fixtures'

const footerForm = (page: Page) => page.locator('#footer-lead-form')

async function fill(page: Page, values: { nombre?: string; email?: string; phone?: string }) {
  const form = footerForm(page)
  if (values.nombre !== undefined) await form.locator('[name="nombre"]').fill(values.nombre)
  if (values.email !== undefined) await form.locator('[name="email"]').fill(values.email)
  if (values.phone !== undefined) await form.locator('[name="phone"]').fill(values.phone)
}

/** Fills a valid lead, ticks the terms and clicks the submit button; returns the form. */
async function sendValid(page: Page, submit = 'Send') {
  await fill(page, { nombre: 'Ana', phone: '2025550143' })
  const form = footerForm(page)
  await form.locator('[name="checkbox"]').check()
  await form.getByRole('button', { name: submit }).click()
  return form
}

test.describe('footer lead form with JavaScript', () => {
  test('shows one validation message at a time in English, then sends and thanks', async ({
    page,
  }) => {
    await page.goto('/en/privacy-policy?utm_source=facebook')
    const form = footerForm(page)
    const submit = form.getByRole('button', { name: 'Send' })
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please enter your name.')
    await fill(page, { nombre: 'Ana Ruiz', email: 'ana@' })
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.')
    await fill(page, { email: 'ana@example.com', phone: '12345' })
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid phone number.')
    await fill(page, { phone: '2025550143' })
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText('Please accept the terms and conditions.')
    await form.locator('[name="checkbox"]').check()
    const posted = page.waitForRequest('**/api/prospecto/agregar')
    await submit.click()
    const request = await posted
    const body = request.postData() ?? ''
    expect(body).toContain('Footer Inglés - facebook')
    expect(body).toContain('name="fecha_hora"')
    expect(body).toContain('name="_token"')
    await expect(page).toHaveURL(/\/en\/thank-you$/)
  })

  test('a page with two forms asks for the campaign source once and gives it to both', async ({
    page,
  }) => {
    let asked = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/campaign-source') asked++
    })
    await page.goto('/en/contact?utm_source=tiktok')
    const sections = page.locator('form input[name="seccion"]')
    await expect(sections).toHaveCount(2)
    for (const section of await sections.all()) {
      await expect(section).toHaveValue(/ - tiktok$/)
    }
    expect(asked).toBe(1)
  })

  test('keeps digits only in the phone field as the visitor types', async ({ page }) => {
    await page.goto('/en')
    const phone = footerForm(page).locator('[name="phone"]')
    await phone.pressSequentially('(202) 555-0143 ext 99')
    await expect(phone).toHaveValue('202555014399')
  })

  test('keeps a phone typed before the page was interactive, and sends it', async ({ context }) => {
    const { page, release } = await pageBeforeHydration(context, '/en/privacy-policy')
    const form = footerForm(page)
    await fill(page, { nombre: 'Ana Ruiz', phone: '(202) 555-0143' })
    await form.locator('[name="checkbox"]').check()
    release()
    // Hydrated, and rendered again: the form fills in the browser's zone after hydration, and
    // that render gave the phone box its (empty) state back before PhoneInput took the box's value.
    await expect(form.locator('[name="tz"]')).not.toHaveValue('')
    await expect(form.locator('[name="phone"]')).toHaveValue('2025550143')
    const posted = page.waitForRequest('**/api/prospecto/agregar')
    await form.getByRole('button', { name: 'Send' }).click()
    expect((await posted).postData()).toContain('2025550143')
    await expect(page).toHaveURL(/\/en\/thank-you$/)
  })

  test('collapses the consent text to 200 characters with Show more / Show less', async ({
    page,
  }) => {
    await page.goto('/en')
    const form = footerForm(page)
    const more = form.getByRole('button', { name: 'Show more' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    const preview = (await form.locator('[id$="-consent"]').textContent()) ?? ''
    // At most 200 characters and the ellipsis, cut between whole words (issue 38, point 6).
    expect(preview.length).toBeLessThanOrEqual(201)
    expect(preview).toMatch(/\S…$/)
    await more.click()
    const full = (await form.locator('[id$="-consent"]').textContent()) ?? ''
    const kept = preview.slice(0, -1)
    expect(full.startsWith(kept)).toBe(true)
    // Cut at a word's end: a space follows, or the punctuation the cut dropped and then one.
    expect(full.slice(kept.length)).toMatch(/^[.,;:]?\s/)
    await expect(form.locator('[id$="-consent"]')).toContainText(
      'Reply STOP at any time to opt out.',
    )
    await form.getByRole('button', { name: 'Show less' }).click()
    await expect(form.getByRole('button', { name: 'Show more' })).toBeVisible()
  })

  test('shows the loading overlay while posting and the server error after', async ({ page }) => {
    await page.goto('/en')
    await page.route('**/api/prospecto/agregar', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.fulfill({ json: { status: 'error', message: 'x' } })
    })
    const form = await sendValid(page)
    await expect(form.getByRole('status')).toHaveText('Sending…')
    await expect(form.getByRole('alert')).toHaveText('Error submitting the form. Please try again.')
    await expect(form.getByRole('status')).toHaveCount(0)
  })

  test('shows the network error when the post fails', async ({ page }) => {
    await page.goto('/en')
    await page.route('**/api/prospecto/agregar', (route) => route.abort())
    const form = await sendValid(page)
    await expect(form.getByRole('alert')).toHaveText(
      'An error occurred while submitting the form. Please try again.',
    )
  })

  test('when the token cannot be fetched the overlay stays, nothing shows, nothing is posted', async ({
    page,
  }) => {
    await page.goto('/en')
    await page.route('**/csrf-token', (route) => route.abort())
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/prospecto/')) posts.push(request.url())
    })
    const form = await sendValid(page)
    await expect(form.getByRole('status')).toHaveText('Sending…')
    await page.waitForTimeout(500)
    await expect(form.getByRole('status')).toBeVisible()
    await expect(form.getByRole('alert')).toHaveCount(0)
    expect(posts).toEqual([])
  })

  test('the Spanish footer goes to /gracias even when the answer is not a success', async ({
    page,
  }) => {
    await page.goto('/')
    await page.route('**/api/prospecto/agregar', (route) =>
      route.fulfill({ json: { status: 'error', message: 'x' } }),
    )
    await sendValid(page, 'Enviar')
    await expect(page).toHaveURL(/\/gracias$/)
  })

  test('Spanish messages in Spanish', async ({ page }) => {
    await page.goto('/contacto')
    const form = footerForm(page)
    await form.getByRole('button', { name: 'Enviar' }).click()
    await expect(form.getByRole('alert')).toHaveText('Por favor ingrese su nombre.')
    await expect(form.getByRole('button', { name: 'Ver más' })).toBeVisible()
  })
})

test.describe('footer lead form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an invalid post comes back with the one message and the input kept', async ({ page }) => {
    await page.goto('/en/contact')
    await fill(page, { nombre: 'Ana Ruiz', phone: '123' })
    await footerForm(page).getByRole('button', { name: 'Send' }).click()
    // The cached page is the same for everyone: the form comes back on the uncached retry page.
    await expect(page).toHaveURL(/\/formulario#footer-lead-form$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(footerForm(page).getByRole('alert')).toHaveText(
      'Please enter a valid phone number.',
    )
    await expect(footerForm(page).locator('[name="nombre"]')).toHaveValue('Ana Ruiz')
    await expect(page.getByRole('link', { name: 'Back to the previous page' })).toHaveAttribute(
      'href',
      '/en/contact',
    )
  })

  test('a valid post lands on the thank-you page', async ({ page }) => {
    await page.goto('/')
    await fill(page, { nombre: 'Ana Ruiz', phone: '2025550143' })
    await footerForm(page).locator('[name="checkbox"]').check()
    await footerForm(page).getByRole('button', { name: 'Enviar' }).click()
    await expect(page).toHaveURL(/\/gracias$/)
  })
})
