import { expect, test, type APIRequestContext } from './fixtures'
import { account, adminToken, signIn, uniquePhone, visitorLead } from './staff-helpers'

// An agent turns alerts on in the admin, a lead is posted elsewhere (plain HTTP, another
// client), and the agent's open admin tab shows it at once: Server-Sent Events from
// /api/staff-alerts, the browser's notification and a banner linking to the lead. The e2e
// server has no VAPID keys, so the device gets tab alerts only (and says so).

const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

async function intakeSchedule(request: APIRequestContext, token: string, data?: object) {
  const headers = { authorization: `JWT ${token}` }
  const url = '/cms/api/globals/intake-schedule'
  const response = data
    ? await request.post(url, { headers, data })
    : await request.get(`${url}?depth=0`, { headers })
  expect(response.status()).toBe(200)
  const body = await response.json()
  return (data ? body.result : body) as Record<string, unknown>
}

/**
 * Only this agent on duty, every hour of the week: every new lead is theirs. The firm's time zone
 * is left as it is: it is the whole staff side's (other specs read dates in it).
 */
const onlyOnDuty = (agentId: number) => ({
  hours: allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' })),
  shifts: [{ agent: agentId, days: allWeek, from: '00:00', to: '23:59' }],
})

const languages = [
  {
    locale: 'es-US',
    turnOn: 'Activar avisos en este dispositivo',
    tabOnly: /Push no está configurado/,
    openLead: 'Abrir el prospecto',
  },
  {
    locale: 'en-US',
    turnOn: 'Turn on alerts on this device',
    tabOnly: /Push is not configured/,
    openLead: 'Open the lead',
  },
]

for (const language of languages) {
  test.describe(`staff alerts in an open admin tab (${language.locale})`, () => {
    test.use({ locale: language.locale })
    let saved: Record<string, unknown> | undefined

    test.afterEach(async ({ request }) => {
      // The other specs share the database: the schedule goes back to what it was.
      if (!saved) return
      const data = { ...saved }
      for (const key of ['id', 'createdAt', 'updatedAt', 'globalType']) delete data[key]
      await intakeSchedule(request, await adminToken(request), data)
    })

    test('an agent turns alerts on; a lead posted elsewhere rings in their tab', async ({
      page,
      context,
      request,
    }, testInfo) => {
      // The first admin pages of a fresh server compile their data slowly on a loaded machine.
      test.setTimeout(90_000)
      const token = await adminToken(request)
      saved = await intakeSchedule(request, token)
      const agent = await account(request, 'agent', `Alba Aviso ${Date.now()}`)
      await intakeSchedule(request, token, onlyOnDuty(agent.id))
      await context.grantPermissions(['notifications'])
      // Records each notification the page shows, then shows it as the browser would.
      await page.addInitScript(() => {
        const Native = window.Notification
        const shown: string[] = []
        ;(window as unknown as { shownNotifications: string[] }).shownNotifications = shown
        class Recorded extends Native {
          constructor(title: string, options?: NotificationOptions) {
            super(title, options)
            shown.push(`${title} | ${options?.body ?? ''}`)
          }
        }
        window.Notification = Recorded as typeof Notification
      })

      await signIn(page, agent)
      await expect(page).toHaveURL(/\/admin\/collections\/leads/)
      const turnOn = page.getByRole('button', { name: language.turnOn })
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 900 })
        await expect(turnOn).toBeInViewport()
        await page.screenshot({ path: testInfo.outputPath(`alerts-toggle-${width}.png`) })
      }
      await turnOn.click()
      // No VAPID keys on this server: this device rings while the admin is open.
      await expect(page.getByRole('alert').filter({ hasText: language.tabOnly })).toBeVisible()

      const nombre = `Pedro Presto ${Date.now()}`
      const id = await visitorLead(request, nombre, uniquePhone('808'))
      const banner = page.getByRole('alert').filter({ hasText: nombre })
      await expect(banner).toBeVisible({ timeout: 15_000 })
      await expect(banner.getByRole('link', { name: language.openLead })).toHaveAttribute(
        'href',
        `/admin/collections/leads/${id}`,
      )
      await page.screenshot({ path: testInfo.outputPath('alert-banner.png') })
      const notifications = await page.evaluate(
        () => (window as unknown as { shownNotifications: string[] }).shownNotifications,
      )
      expect(notifications).toEqual([expect.stringContaining(nombre)])

      // The lead was assigned to the agent in the same write.
      const lead = await request.get(`/cms/api/leads/${id}?depth=0`, {
        headers: { authorization: `JWT ${token}` },
      })
      expect((await lead.json()).assignedTo).toBe(agent.id)

      await banner.getByRole('link', { name: language.openLead }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${id}$`))
    })
  })
}
