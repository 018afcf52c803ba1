// Issue 34, point 5: the intake desk on a phone (375 px), in both admin languages. Cards that
// select (bulk edit, export of the selection), a waiting time that keeps counting, alerts that
// take a strip and not a third of the screen, the visitor's message at the top of the lead, the
// date picker in the admin's language, the booked calls' lead and status in view, and one visit
// of a lead one `view` on the audit trail with the real address.
import { bookFirstFreeCall, onlyAgentTakesCalls } from './booking-helpers'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { account, adminToken, leadIdOf, signIn, uniquePhone } from './staff-helpers'

const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
const scheduleUrl = '/cms/api/globals/intake-schedule'

const languages = [
  {
    locale: 'es-US',
    lang: 'es',
    waiting: (minutes: number) => `Esperando ${minutes} min`,
    select: (name: string) => `Seleccionar a ${name}`,
    exportOne: 'Exportar la selección (1)',
    more: 'Ver 2 aviso(s) más',
    message: 'Lo que escribió el cliente',
    time: 'Hora',
    due: 'Vence',
    onePm: '13:00',
  },
  {
    locale: 'en-US',
    lang: 'en',
    waiting: (minutes: number) => `Waiting ${minutes} min`,
    select: (name: string) => `Select ${name}`,
    exportOne: 'Export the selection (1)',
    more: 'Show 2 more alert(s)',
    message: 'What the client wrote',
    time: 'Time',
    due: 'Due',
    onePm: '1:00 PM',
  },
] as const

/** A visitor's lead with a message and the first free call it books; its id. */
async function leadWithCall(request: APIRequestContext, nombre: string, mensaje: string) {
  const { token: csrf } = await (await request.get('/csrf-token')).json()
  const posted = await request.post('/api/prospecto/agregar', {
    headers: { accept: 'application/json' },
    multipart: {
      _token: csrf,
      nombre,
      mensaje,
      phone: uniquePhone('786'),
      checkbox: '1',
      seccion: 'Footer Español',
    },
  })
  const { booking: token } = await posted.json()
  await bookFirstFreeCall(request, token, csrf)
  return leadIdOf(request, nombre)
}

async function shot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 375, height: 740 })
}

for (const language of languages) {
  test(`the desk on a phone (${language.lang})`, async ({ browser, request }) => {
    test.setTimeout(150_000)
    const token = await adminToken(request)
    const auth = { authorization: `JWT ${token}` }
    const saved = await (await request.get(`${scheduleUrl}?depth=0`, { headers: auth })).json()
    const agent = await account(request, 'agent', `Agente Móvil ${Date.now()}`)
    await onlyAgentTakesCalls(request, agent.id)
    await request.post(scheduleUrl, {
      headers: auth,
      data: {
        hours: allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' })),
        shifts: [{ agent: agent.id, days: allWeek, from: '00:00', to: '23:59' }],
      },
    })
    try {
      const stamp = String(Date.now())
      const nombre = `Móvil ${language.lang} ${stamp}`
      const mensaje = '¿Cuánto cuesta la consulta?\nCaso A-123/2024 <b>urgente</b>'
      const id = await leadWithCall(request, nombre, mensaje)

      const context = await browser.newContext({
        locale: language.locale,
        viewport: { width: 375, height: 740 },
      })
      const page = await context.newPage()
      await page.clock.install()
      // Longest-waiting first: on a server other tests have filled, this lead is found by its stamp.
      await signIn(page, agent, `/admin/collections/leads?search=${stamp}`)
      await expect(page).toHaveURL(/\/admin\/collections\/leads/)

      // The card: its wait keeps counting on the open inbox (150 s later: 2 min, not 0).
      const card = page.locator('.lead-card').filter({ hasText: nombre })
      await expect(card).toContainText(language.waiting(0))
      await page.clock.fastForward('02:30')
      await expect(card).toContainText(language.waiting(2))

      // Its checkbox selects it for the list's export of the selection.
      await card.getByRole('checkbox', { name: language.select(nombre) }).check()
      const exportLink = page.getByTestId('export-selection')
      await expect(exportLink).toHaveText(language.exportOne)
      await expect(exportLink).toHaveAttribute('href', `/cms/api/leads/export.csv?ids=${id}`)
      await shot(page, `inbox-${language.lang}`)

      // Three leads arrive while the inbox is open: one line shows, the others wait behind it.
      const others = [1, 2, 3].map((n) => `Aviso ${n} ${language.lang} ${Date.now()}`)
      for (const other of others) {
        const { token: csrf } = await (await request.get('/csrf-token')).json()
        await request.post('/api/prospecto/agregar', {
          headers: { accept: 'application/json' },
          multipart: {
            _token: csrf,
            nombre: other,
            phone: uniquePhone('787'),
            checkbox: '1',
            seccion: 'Footer Español',
          },
        })
      }
      const strip = page.locator('.staff-live-alerts')
      await expect(strip.getByRole('button', { name: language.more })).toBeVisible({
        timeout: 20_000,
      })
      await expect(strip.getByRole('alert')).toHaveCount(1)
      const box = (await strip.boundingBox())!
      expect(box.height).toBeLessThanOrEqual(740 * 0.15)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
      await page.screenshot({ path: test.info().outputPath(`alerts-${language.lang}-375.png`) })

      // The lead's page: the visitor's message near the top, as written (shown, not run).
      await page.goto(`/admin/collections/leads/${id}`)
      const message = page.locator('.lead-visitor-message')
      await expect(message.locator('figcaption')).toHaveText(language.message)
      await expect(message.locator('blockquote')).toHaveText(mensaje)
      expect((await message.boundingBox())!.y).toBeLessThan(740)

      // The follow-up's date picker in the admin's language.
      await expect(page.locator('label[for="field-nextActionDue"]')).toHaveText(language.due)
      await page.locator('#field-nextActionDue input').click()
      await expect(page.locator('.react-datepicker-time__header')).toHaveText(language.time)
      await expect(
        page.locator('.react-datepicker__time-list-item', {
          hasText: new RegExp(`^${language.onePm}$`),
        }),
      ).toHaveCount(1)
      await page.keyboard.press('Escape')
      await shot(page, `lead-${language.lang}`)

      // One visit, one view, with this browser's address.
      const events = await request.get(
        `/cms/api/audit-events?where[lead][equals]=${id}&where[action][equals]=view&where[user][equals]=${encodeURIComponent(agent.email)}&depth=0`,
        { headers: auth },
      )
      const views = (await events.json()).docs as { ip: string }[]
      expect(views).toHaveLength(1)
      expect(views[0].ip).not.toBe('unknown')

      // The booked calls: the lead and the status of each call in view at 375 px.
      await page.goto('/admin/collections/bookings?limit=100')
      const row = page.locator('tr').filter({ hasText: nombre })
      for (const cell of [row.locator('.cell-lead'), row.locator('.cell-status')]) {
        await cell.scrollIntoViewIfNeeded()
        const { x, width } = (await cell.boundingBox())!
        expect(x + width).toBeLessThanOrEqual(375)
        await expect(cell).not.toBeEmpty()
      }
      await expect(row.locator('.cell-lead')).toContainText(nombre)
      await shot(page, `bookings-${language.lang}`)
      await context.close()
    } finally {
      const data = { ...saved }
      for (const key of ['id', 'createdAt', 'updatedAt', 'globalType']) delete data[key]
      await request.post(scheduleUrl, { headers: auth, data })
    }
  })
}
