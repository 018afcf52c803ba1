// Issue 38, item 6: booking set-up an office manager can do alone. An admin opens the online
// booking settings, adds an agent's hours (the agent listed by name), picks Monday to Friday
// with the quick choice, sets the times with the picker in the admin's words, sees a backwards
// time refused (the row's field named), saves, and the preview lists the times visitors will be offered,
// with the note that the Intake schedule takes some away. 1280 and 375 px, Spanish and English.
import { adminToken } from './admin-token'
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'
import { account, staffPage } from './staff-helpers'

const shots = 'test-results/booking-setup'
const admin = { email: 'staff@firm.test', password: 'integration-only-password-1' }
let agent: Awaited<ReturnType<typeof account>>

async function saveGlobal(request: APIRequestContext, slug: string, data: unknown) {
  const saved = await request.post(`/cms/api/globals/${slug}`, {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data,
  })
  expect(saved.status()).toBe(200)
}

test.beforeAll(async ({ request }) => {
  // The e2e database's first admin is made by `npm run create-staff` on first use (slow).
  test.setTimeout(180_000)
  agent = await account(request, 'agent', `Marta Horarios ${Date.now()}`)
  // The office open Monday to Friday, 9:00–18:00 in New York: an 8:00 start is taken away.
  await saveGlobal(request, 'intake-schedule', {
    timeZone: 'America/New_York',
    hours: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({
      day,
      opens: '09:00',
      closes: '18:00',
    })),
    holidays: [],
  })
})

const languages = [
  {
    lang: 'es',
    locale: 'es-US',
    weekdays: 'Lun–Vie',
    chosen: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'],
    eight: '8:00 a. m.',
    seven: '7:00 a. m.',
    four: '4:00 p. m.',
    nine: '9:00 a. m.',
    lastStart: '3:30 p. m.',
    save: 'Guardar',
    backwards: /Disponibilidad semanal 1 \S+ Hasta/,
    title: 'Horas que verán los visitantes',
    none: 'Aún no hay horarios de agentes',
    narrowed: /El Horario de atención quita \d+ horas/,
  },
  {
    lang: 'en',
    locale: 'en-US',
    weekdays: 'Mon–Fri',
    chosen: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    eight: '8:00 AM',
    seven: '7:00 AM',
    four: '4:00 PM',
    nine: '9:00 AM',
    lastStart: '3:30 PM',
    save: 'Save',
    backwards: /Weekly availability 1 \S+ To/,
    title: 'Times visitors will be offered',
    none: 'No agent has hours yet',
    narrowed: /The Intake schedule takes away \d+ times/,
  },
] as const

/** Opens a react-select (Payload's select and relationship inputs) and picks an option. */
async function choose(page: Page, field: Locator, option: string, type?: string) {
  await field.locator('.rs__control').click()
  if (type) await page.keyboard.type(type)
  await page.locator('.rs__option', { hasText: option }).first().click()
}

for (const width of [1280, 375]) {
  for (const language of languages) {
    test(`an admin sets up an agent's hours and sees the offered times (${language.lang}, ${width} px)`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000)
      // A first run: nobody has hours yet.
      await saveGlobal(request, 'booking-settings', {
        slotMinutes: 30,
        bufferMinutes: 0,
        noticeMinutes: 120,
        availability: [],
        daysOff: [],
      })
      const page = await staffPage(
        browser,
        admin,
        { locale: language.locale, width },
        '/admin/globals/booking-settings',
      )
      await expect(page).toHaveURL(/\/admin\/globals\/booking-settings/)
      const preview = page.locator('.booking-preview')
      await expect(preview.getByRole('heading', { name: language.title })).toBeVisible()
      await expect(preview.getByText(language.none)).toBeVisible()

      // A click before the admin's form has started adds nothing: clicked again until a row shows.
      const row = page.locator('#field-availability .array-field__row').first()
      await expect(async () => {
        if (!(await row.count()))
          await page.locator('#field-availability .array-field__add-row').click()
        await expect(row.locator('#field-availability__0__agent')).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 20_000 })
      // The agent by name (the e-mail is not what the picker shows).
      await choose(page, row.locator('#field-availability__0__agent'), agent.name, 'Marta')
      await expect(row.locator('#field-availability__0__agent')).toContainText(agent.name)
      // The agent's choice refreshes the form from the server; a pick made while that answer is
      // on its way can be overwritten by it, so the pick is made again until it holds.
      const days = row.locator('#field-availability__0__days')
      await expect(async () => {
        await row.locator('button.booking-setup__weekdays', { hasText: language.weekdays }).click()
        for (const day of language.chosen) await expect(days).toContainText(day, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      // The times in the admin's words; a "To" before "From" is refused in plain words.
      const from = row.locator('#field-availability__0__from')
      const to = row.locator('#field-availability__0__to')
      await expect(from).toContainText(language.nine)
      await choose(page, from, language.eight)
      await choose(page, to, language.seven)
      await page.getByRole('button', { name: language.save, exact: true }).click()
      // Refused by the server (the words themselves: unit test booking-setup); nothing saved.
      await expect(page.locator('.payload-toast-container')).toContainText(language.backwards)
      await choose(page, to, language.four)
      await page.getByRole('button', { name: language.save, exact: true }).click()

      // The preview: the times visitors will be offered, from 9:00 (the office opens then)
      // to the last half hour before 4:00 PM, and a note that the schedule took 8:00 away.
      await expect(preview.locator('.booking-preview__day').first()).toBeVisible()
      await expect(preview.getByText(language.narrowed)).toBeVisible()
      await expect(preview.getByText(language.none)).toHaveCount(0)
      const times = await preview.locator('.booking-preview__day dd').allInnerTexts()
      expect(times.join(' ')).toContain(language.lastStart)
      expect(times.join(' ')).not.toContain(language.eight)
      expect(times.join(' ')).not.toContain(language.four)

      // Saved as the slot computation reads it.
      const stored = await (
        await request.get('/cms/api/globals/booking-settings?depth=0', {
          headers: { authorization: `JWT ${await adminToken(request)}` },
        })
      ).json()
      expect(stored.availability).toEqual([
        expect.objectContaining({
          agent: agent.id,
          days: ['mon', 'tue', 'wed', 'thu', 'fri'],
          from: '08:00',
          to: '16:00',
        }),
      ])
      // Nothing runs off a phone's screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({
        path: `${shots}/settings-${language.lang}-${width}.png`,
        fullPage: true,
      })
      await page.context().close()
    })
  }
}
