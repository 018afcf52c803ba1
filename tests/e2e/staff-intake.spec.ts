import fs from 'node:fs/promises'
import { choose } from './admin-fields'
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'
import { account, adminToken, logIn, signIn, uniquePhone, visitorLead } from './staff-helpers'

// Its tests are independent (each makes its own accounts and leads): spread over both workers.
test.describe.configure({ mode: 'parallel' })

/** The social-media team form, as a freshly created agent sees it after logging in. */
async function socialForm(page: Page, request: APIRequestContext) {
  await logIn(page, await account(request, 'agent'), '/equipo/redes-sociales')
  await expect(page).toHaveURL(/\/equipo\/redes-sociales$/)
  return page.locator('#formularioRedesSociales')
}

type SocialFields = { nombre: string; telefono: string; agente: string; link: string }

async function fillSocialForm(form: Locator, fields: SocialFields) {
  await form.getByLabel('Nombre').fill(fields.nombre)
  await form.getByLabel('Teléfono').fill(fields.telefono)
  await form.getByLabel('Agente').selectOption(fields.agente)
  await form.getByLabel('Link de la conversación').fill(fields.link)
}

async function save(page: Page) {
  await page.locator('#action-save').click()
  await expect(page.getByText('Updated successfully.')).toBeVisible()
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
    const form = await socialForm(page, request)
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
    const form = await socialForm(page, request)
    await fillSocialForm(form, {
      nombre: 'Lucía Gómez',
      telefono: '3055550177',
      agente: 'Carlos',
      link: 'https://m.me/t/456',
    })
    await form.getByLabel('Fuente').selectOption('Instagram')
    const answer = page.waitForResponse('**/api/prospecto/socialmedia')
    await form.getByRole('button', { name: 'Registrar prospecto' }).click()
    expect(await (await answer).json()).toMatchObject({ status: 'success' })
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
    const form = await socialForm(page, request)
    await page.route('**/csrf-token', (route) => route.abort())
    await fillSocialForm(form, {
      nombre: 'Marta Ruiz',
      telefono: '3055550199',
      agente: 'General',
      link: 'https://m.me/t/1',
    })
    await form.getByRole('button', { name: 'Registrar prospecto' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'No se pudo obtener el token CSRF. Por favor intente más tarde.',
    )
  })
})

test.describe('staff roles and inbox', () => {
  test('an editor sees no Leads group and is refused the leads API', async ({ page, request }) => {
    await signIn(page, await account(request, 'editor'))
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
    // The inbox lists the longest-waiting leads first: on a server other tests have filled, a
    // new lead may sit past the first page, so the list is searched for this one's stamp.
    const stamp = String(Date.now())
    const nombre = `Lucía Recién Llegada ${stamp}`
    await signIn(page, await account(request, 'agent'), `/admin/collections/leads?search=${stamp}`)
    await expect(page).toHaveURL(/\/admin\/collections\/leads/)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await visitorLead(request, nombre, `20255${stamp.slice(-5)}`)
    // The table at this width (the phone's cards hold the same leads, hidden).
    const table = page.locator('table')
    await expect(table.getByText(nombre)).toBeVisible({ timeout: 25_000 })
    await expect(page.getByText(/New leads since you opened the list: [1-9]/)).toBeVisible()
    await expect(table.getByText(/Waiting \d+ min/).first()).toBeVisible()
    // The same page: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })

  test('an agent assigns a lead to herself and marks it contacted; the history shows both', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const agent = await account(request, 'agent', `Ana Agente ${Date.now()}`)
    const id = await visitorLead(request, 'Rosa Asignada', uniquePhone('303'))
    await signIn(page, agent)
    await expect(page).toHaveURL(/\/admin\/collections\/leads/)
    await page.goto(`/admin/collections/leads/${id}`)
    await expect(page.locator('#field-firstContactAt')).toContainText('—')

    // Staff accounts are shown by their name among the choices (staff-picker.spec.ts).
    await choose(page, 'assignedTo', agent.name)
    await save(page)
    await choose(page, 'status', /^Contacted$/)
    await save(page)

    await page.reload()
    // The first contact, in the firm's zone with its name (America/New_York by default).
    await expect(page.locator('#field-firstContactAt')).toContainText(/\d{4}.*\d:\d{2}.*(EST|EDT)/)
    const entry = (index: number, field: string) =>
      page.locator(`#field-history__${index}__${field}`)
    await expect(entry(0, 'action')).toContainText('Assignment')
    await expect(entry(0, 'detail')).toHaveText(agent.name)
    await expect(entry(1, 'action')).toContainText('Status')
    // The status change in the admin's language, not its stored values.
    await expect(entry(1, 'detail')).toHaveText('New → Contacted')
    for (const index of [0, 1]) {
      await expect(entry(index, 'by')).toHaveValue(agent.name)
      await expect(entry(index, 'at')).toContainText(/(EST|EDT)/)
    }
    // What the admin showed is what was stored.
    const stored = await request.get(`/cms/api/leads/${id}?depth=0`, {
      headers: { authorization: `JWT ${await adminToken(request)}` },
    })
    const lead = await stored.json()
    expect(lead).toMatchObject({ status: 'contacted', assignedTo: agent.id })
    expect(Number.isNaN(Date.parse(lead.firstContactAt))).toBe(false)
  })

  test('flags a second lead with the same phone; searching the list exports exactly the matches', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const phone = uniquePhone('404')
    const formatted = `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`
    const first = await visitorLead(request, 'Paula Primera', phone)
    const second = await visitorLead(request, 'Paula Segunda', formatted)
    await visitorLead(request, 'Paula Ajena', uniquePhone('505'))
    await signIn(page, await account(request, 'agent'))
    await expect(page).toHaveURL(/\/admin\/collections\/leads/)

    await page.goto(`/admin/collections/leads/${second}`)
    const flag = page.getByRole('link', { name: `Possible duplicate of #${first}` })
    await expect(flag).toBeVisible()
    await flag.click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${first}$`))
    await expect(page.locator('#field-nombre')).toHaveValue('Paula Primera')
    await expect(page.getByRole('link', { name: /Possible duplicate/ })).toHaveCount(0)

    // The list's search box, with the phone typed another way: both leads, flag and all.
    await page.goto('/admin/collections/leads')
    await page.locator('#search-filter-input').fill(`(${phone.slice(0, 3)}) ${phone.slice(3)}`)
    await expect(page).toHaveURL(/search=/)
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(rows.filter({ hasText: 'Paula Segunda' })).toContainText(
      `Possible duplicate of #${first}`,
    )

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export this list (CSV)' }).click()
    const file = await (await download).path()
    const lines = (await fs.readFile(file, 'utf8')).trim().split(/\r?\n/)
    expect(lines).toHaveLength(3)
    expect(lines.slice(1).join('\n')).toContain('Paula Primera')
    expect(lines.slice(1).join('\n')).toContain('Paula Segunda')
    expect(lines.join('\n')).not.toContain('Paula Ajena')
  })

  test('the dashboard, the inbox and the lead name the agent holding it', async ({
    page,
    request,
  }) => {
    const holder = await account(request, 'agent', `Bruno Segundo ${Date.now()}`)
    const id = await visitorLead(request, 'Lead de Bruno', uniquePhone('606'))
    const assigned = await request.patch(`/cms/api/leads/${id}`, {
      headers: { authorization: `JWT ${await adminToken(request)}` },
      data: { assignedTo: holder.id },
    })
    expect(assigned.status()).toBe(200)
    await signIn(page, await account(request, 'agent'))
    await expect(page).toHaveURL(/\/admin\/collections\/leads/)
    await page.goto('/admin/lead-dashboard')
    const perAgent = page.locator('section', {
      has: page.getByRole('heading', { name: 'Open leads per agent' }),
    })
    await expect(perAgent).toContainText(holder.name)
    await expect(perAgent).not.toContainText(`#${holder.id}`)

    // The inbox and the lead itself name her too (an agent cannot read other staff accounts).
    await page.goto(`/admin/collections/leads?search=${encodeURIComponent('Lead de Bruno')}`)
    await expect(page.locator('table tbody tr', { hasText: 'Lead de Bruno' })).toContainText(
      holder.name,
    )
    await page.goto(`/admin/collections/leads/${id}`)
    await expect(page.getByText(`${holder.name} has this lead.`)).toBeVisible()
  })
})

test.describe('the intake desk (issue 23)', () => {
  test('an agent adds a note to the history from the lead page', async ({ page, request }) => {
    const agent = await account(request, 'agent', `Nora Notas ${Date.now()}`)
    const id = await visitorLead(request, 'Lead Con Nota', uniquePhone('707'))
    await signIn(page, agent)
    await expect(page).toHaveURL(/\/admin\/collections\/leads/)
    await page.goto(`/admin/collections/leads/${id}`)
    const note = page.getByLabel('Add a note to the history')
    await expect(note).toBeEnabled()
    await note.fill('Llamé, no contestó; vuelvo a llamar a las 3')
    await save(page)
    await page.reload()
    await expect(page.locator('#field-history__0__detail')).toHaveText(
      'Llamé, no contestó; vuelvo a llamar a las 3',
    )
    await expect(page.getByLabel('Add a note to the history')).toHaveValue('')
  })

  for (const width of [375, 1280]) {
    test(`the inbox at ${width} px: ${width < 640 ? 'a card per lead' : 'the table'}, nothing off-screen`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      const name = `Bandeja ${width} ${Date.now()}`
      await visitorLead(request, name, '(202) 555-0177')
      await signIn(page, await account(request, 'agent'))
      await expect(page).toHaveURL(/\/admin\/collections\/leads/)
      await page.goto(`/admin/collections/leads?search=${encodeURIComponent(name)}`)
      const card = page.locator('.lead-card', { hasText: name })
      const table = page.locator('table')
      if (width < 640) {
        await expect(card).toBeVisible()
        await expect(table).toBeHidden()
        await expect(card.getByRole('link', { name: /Call|Llamar/ })).toHaveAttribute(
          'href',
          'tel:+12025550177',
        )
        await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
          'href',
          'https://wa.me/12025550177',
        )
        await expect(card).toContainText(/Waiting \d+ min/)
      } else {
        await expect(table).toBeVisible()
        await expect(card).toBeHidden()
      }
      // The quick filters stand in for Payload's generic filter builder.
      await expect(page.getByRole('form', { name: 'Quick filters' })).toBeVisible()
      await expect(page.locator('#toggle-list-filters')).toBeHidden()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(overflow).toBeLessThanOrEqual(width)
    })
  }

  test('a pasted phone keeps its ten digits on a form capped at 11', async ({ page }) => {
    // The Spanish contact form caps the phone at 11 digits.
    await page.goto('/contacto')
    const phone = page.locator('main form input[type="tel"]').first()
    await phone.fill('(202) 555-0177')
    await expect(phone).toHaveValue('2025550177')
    await phone.fill('1 (202) 555-0177 ext 99')
    await expect(phone).toHaveValue('12025550177')
  })
})
