import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allWeek } from '../support/booking-hours'
import { freshDatabase } from '../support/database'
import { firstStaff, firstStaffToken } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { cms, staffAccount, type Account } from '../support/staff-accounts'

// Issue 38, item 6: booking set-up an office manager can do alone. A fresh site is ready to
// book (create-staff gives the first agent sample hours), the settings screen's preview comes
// from the picker's own slot computation (the Intake schedule's narrowing included) through an
// endpoint only lead workers may call, and times are checked in the admin's language.

type Preview = {
  timeZone: string
  days: { date: string; starts: string[] }[]
  closedByScheduleCount: number
  hasAvailability: boolean
}

const weekdaysOnly = ['mon', 'tue', 'wed', 'thu', 'fri']
let server: RunningServer
let admin: { auth: { authorization: string } }
let agent: Account
let editor: Account

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: await freshDatabase('booking_setup') })
  const token = await firstStaffToken(server.url)
  admin = { auth: { authorization: `JWT ${token}` } }
  agent = await staffAccount(server.url, token, 'agent')
  editor = await staffAccount(server.url, token, 'editor')
}, 240_000)

afterAll(async () => {
  await server?.stop()
})

const preview = (headers: Record<string, string> = {}) =>
  fetch(`${server.url}/cms/api/globals/booking-settings/preview`, { headers })

const settings = (body: Record<string, unknown>, language = 'es') =>
  fetch(`${server.url}/cms/api/globals/booking-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language, ...admin.auth },
    body: JSON.stringify(body),
  })

const schedule = async (hours: { day: string; opens: string; closes: string }[]) => {
  const saved = await cms(server.url, admin, '/globals/intake-schedule', {
    method: 'POST',
    body: { timeZone: 'America/New_York', hours, holidays: [] },
  })
  expect(saved.status).toBe(200)
}

const pickerStarts = async () => {
  const answer = await fetch(`${server.url}/api/booking/slots?tz=America/New_York&days=7`)
  const { slots } = (await answer.json()) as { slots: { start: string }[] }
  return slots.map((slot) => new Date(slot.start).toISOString())
}

describe('a fresh site', () => {
  it('is ready to book: the first admin (create-staff) has Monday to Friday, 9:00–17:00', async () => {
    const users = await cms(server.url, admin, `/users?where[email][equals]=${firstStaff.email}`)
    const [first] = (await users.json()).docs as { id: number }[]
    const stored = await (await cms(server.url, admin, '/globals/booking-settings?depth=0')).json()
    expect(stored.availability).toEqual([
      expect.objectContaining({ agent: first.id, days: weekdaysOnly, from: '09:00', to: '17:00' }),
    ])
    const answer = (await (await preview(admin.auth)).json()) as Preview
    expect(answer.hasAvailability).toBe(true)
  })
})

describe('the preview endpoint', () => {
  it('refuses a visitor and an editor; answers agents and admins without caching', async () => {
    const visitor = await preview()
    expect(visitor.status).toBe(403)
    expect(await visitor.text()).not.toContain('starts')
    expect((await preview(editor.auth)).status).toBe(403)
    const forAgent = await preview(agent.auth)
    expect(forAgent.status).toBe(200)
    expect(forAgent.headers.get('cache-control')).toContain('no-store')
    expect((await preview(admin.auth)).status).toBe(200)
  })

  it("lists the picker's own slots and says how many the Intake schedule takes away", async () => {
    // The firm open mornings only, Monday to Friday; the agent available all day, every day.
    await schedule(weekdaysOnly.map((day) => ({ day, opens: '09:00', closes: '12:00' })))
    const saved = await settings({
      slotMinutes: 60,
      bufferMinutes: 0,
      noticeMinutes: 0,
      availability: [{ agent: agent.id, days: allWeek, from: '08:00', to: '18:00' }],
      daysOff: [],
    })
    expect(saved.status).toBe(200)
    const narrowed = (await (await preview(agent.auth)).json()) as Preview
    expect(narrowed.timeZone).toBe('America/New_York')
    const starts = narrowed.days.flatMap((day) => day.starts)
    expect(starts.length).toBeGreaterThan(0)
    expect(starts).toEqual(await pickerStarts())
    expect(narrowed.days.length).toBeLessThanOrEqual(7)
    // Each listed day is a weekday with 9:00, 10:00 and 11:00 at most, on the firm's clock.
    for (const start of starts) {
      const hour = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date(start))
      expect(['9', '10', '11', '09']).toContain(hour)
    }
    // 8:00, 12:00–17:00 on weekdays and whole weekends are available but closed.
    expect(narrowed.closedByScheduleCount).toBeGreaterThan(starts.length)

    await schedule(allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' })))
    const open = (await (await preview(agent.auth)).json()) as Preview
    expect(open.closedByScheduleCount).toBe(0)
    expect(open.days.flatMap((day) => day.starts)).toEqual(await pickerStarts())
  })

  it('says when nobody has hours', async () => {
    expect((await settings({ availability: [] })).status).toBe(200)
    const empty = (await (await preview(admin.auth)).json()) as Preview
    expect(empty).toMatchObject({ hasAvailability: false, days: [] })
  })
})

describe('availability times', () => {
  it('refuse "To" at or before "From" (the words: unit test booking-setup)', async () => {
    const backwards = {
      availability: [{ agent: agent.id, days: ['mon'], from: '17:00', to: '09:00' }],
    }
    const spanish = await settings(backwards, 'es')
    expect(spanish.status).toBe(400)
    expect(await spanish.text()).toContain('Hasta')
    const english = await settings(backwards, 'en')
    expect(english.status).toBe(400)
    const equal = await settings({
      availability: [{ agent: agent.id, days: ['mon'], from: '09:00', to: '09:00' }],
    })
    expect(equal.status).toBe(400)
    const notATime = await settings({
      availability: [{ agent: agent.id, days: ['mon'], from: '9am', to: '17:00' }],
    })
    expect(notATime.status).toBe(400)
  })

  it('keep times stored before the picker, off its half hours, as they were', async () => {
    const old = { agent: agent.id, days: ['mon', 'sat'], from: '08:15', to: '23:59' }
    expect((await settings({ availability: [old] })).status).toBe(200)
    const stored = await (await cms(server.url, admin, '/globals/booking-settings?depth=0')).json()
    expect(stored.availability).toEqual([expect.objectContaining(old)])
  })

  it('may be changed by an admin only', async () => {
    const byAgent = await cms(server.url, agent, '/globals/booking-settings', {
      method: 'POST',
      body: { availability: [] },
    })
    expect(byAgent.status).toBe(403)
  })
})

describe('an agent who leaves', () => {
  it('is not deleted while on a shift or with booking hours: the admin is told where, then it works', async () => {
    const leaving = await staffAccount(server.url, admin.auth.authorization.slice(4), 'agent')
    expect(
      (
        await settings({
          availability: [{ agent: leaving.id, days: ['mon'], from: '09:00', to: '17:00' }],
        })
      ).status,
    ).toBe(200)
    const shifts = await cms(server.url, admin, '/globals/intake-schedule', {
      method: 'POST',
      body: { shifts: [{ agent: leaving.id, days: ['tue'], from: '09:00', to: '17:00' }] },
    })
    expect(shifts.status).toBe(200)
    const remove = (language: string) =>
      fetch(`${server.url}/cms/api/users/${leaving.id}`, {
        method: 'DELETE',
        headers: { 'accept-language': language, ...admin.auth },
      })

    const refused = await remove('es')
    expect(refused.status).toBe(409)
    const spanish = await refused.text()
    expect(spanish).toContain('turnos del Horario de atención')
    expect(spanish).toContain('horas de Ajustes de citas en línea')
    expect(await (await remove('en')).text()).toContain('the Intake schedule’s shifts')
    // Still there, unchanged.
    expect((await cms(server.url, admin, `/users/${leaving.id}`)).status).toBe(200)

    expect((await settings({ availability: [] })).status).toBe(200)
    const cleared = await cms(server.url, admin, '/globals/intake-schedule', {
      method: 'POST',
      body: { shifts: [] },
    })
    expect(cleared.status).toBe(200)
    expect((await remove('es')).status).toBe(200)
  })
})
