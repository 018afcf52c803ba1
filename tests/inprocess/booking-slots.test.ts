import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { freeSlots } from '@/features/booking/availability'
import type { Slot } from '@/features/booking/slots'
import { firmTimeZone } from '@/features/schedule'
import { firstStaff } from '../support/first-staff-account'
import { inProcessPayload } from '../support/in-process/payload'

// The free call's slots as the picker and `GET /api/booking/slots` get them (freeSlots: the
// Intake schedule, the Online booking settings and the calls already booked), on the template's
// sample hours: the first admin (create-staff), Monday to Friday 9:00–17:00, 30-minute calls,
// 2 hours' notice, the default Intake schedule (Monday to Friday 9:00–18:00). A fixed week of
// April 2030 (no US holiday, no DST change) stands for "now", so the answer never depends on the
// day the test runs. The HTTP answer's zones: tests/integration/booking.test.ts.
const site = inProcessPayload()

let zone = ''
let firstAdmin: number
let adminSession: Record<string, unknown>
let agent: number
let lead: number
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri']
const sampleAvailability = () => [{ agent: firstAdmin, days: weekdays, from: '09:00', to: '17:00' }]

/** A slot as the firm's clock names it: "2030-04-08 09:00". */
function local(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

/** An instant of the firm's clock in April 2030 (EDT, UTC-4). */
const at = (day: number, time: string) =>
  new Date(`2030-04-${String(day).padStart(2, '0')}T${time}:00-04:00`)

/** Starts per local date, each with its free agents. */
function byDate(slots: Slot[]) {
  const days: Record<string, string[]> = {}
  for (const slot of slots) {
    const [date, time] = local(slot.start).split(' ')
    ;(days[date] ??= []).push(time)
  }
  return days
}

const halfHours = (from: string, to: string) => {
  const starts: string[] = []
  for (let m = toMinutes(from); m < toMinutes(to); m += 30) {
    starts.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
  }
  return starts
}
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** An admin's save of Online booking (the agent pickers check the accounts as that admin). */
async function settings(payload: Payload, data: Record<string, unknown>) {
  await payload.updateGlobal({ slug: 'booking-settings', data, depth: 0, user: adminSession })
}

async function booking(payload: Payload, start: Date, status: string, who = firstAdmin) {
  const end = new Date(start.getTime() + 30 * 60_000)
  return payload.create({
    collection: 'bookings',
    data: {
      lead,
      agent: who,
      start: start.toISOString(),
      end: end.toISOString(),
      status: status as 'booked',
      timeZone: zone,
      locale: 'es',
      slotKey: status === 'cancelled' ? null : `${who}@${start.toISOString()}`,
    },
  })
}

beforeAll(async () => {
  const { payload } = site
  zone = await firmTimeZone(payload)
  const [first] = (
    await payload.find({ collection: 'users', where: { email: { equals: firstStaff.email } } })
  ).docs
  firstAdmin = first.id
  // The admin's session past the second factor, as Payload's JWT strategy loads it.
  await payload.db.updateOne({
    collection: 'users',
    id: firstAdmin,
    data: { twoFactorSessions: ['sid-admin'] },
  })
  adminSession = {
    ...first,
    twoFactorSessions: ['sid-admin'],
    collection: 'users',
    _strategy: 'local-jwt',
    _sid: 'sid-admin',
  }
  const created = await payload.create({
    collection: 'users',
    data: {
      email: `agent-${Date.now()}@firm.test`,
      password: 'a-long-enough-password-1',
      roles: ['agent'],
    },
  })
  agent = created.id
  const visitorLead = await payload.create({
    collection: 'leads',
    data: {
      nombre: 'Rosa Méndez',
      phone: '+13055550177',
      status: 'new',
      kind: 'general',
      locale: 'es',
      receivedAt: new Date().toISOString(),
    },
  })
  lead = visitorLead.id
})

describe('booking slots on the sample hours', () => {
  it('offer the first admin Monday to Friday, 9:00 to 16:30 starts of 30-minute calls', async () => {
    const { payload } = site
    expect(zone).toBe('America/New_York')
    const stored = await payload.findGlobal({ slug: 'booking-settings', depth: 0 })
    expect(stored.availability).toEqual([expect.objectContaining(sampleAvailability()[0])])
    // Monday 8 April 2030, 6:00 at the firm: seven business days run to Tuesday 16 April.
    const slots = await freeSlots(payload, 7, at(8, '06:00'))
    const starts = halfHours('09:00', '17:00')
    expect(byDate(slots)).toEqual(
      Object.fromEntries(
        ['08', '09', '10', '11', '12', '15', '16'].map((day) => [`2030-04-${day}`, starts]),
      ),
    )
    for (const slot of slots) {
      expect(slot.agents).toEqual([firstAdmin])
      expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000)
    }
  })

  it('start two hours (the minimum notice) after now, on the grid of the day', async () => {
    const slots = await freeSlots(site.payload, 1, at(8, '09:10'))
    expect(byDate(slots)).toEqual({ '2030-04-08': halfHours('11:30', '17:00') })
    await settings(site.payload, { noticeMinutes: 0 })
    const now = await freeSlots(site.payload, 1, at(8, '09:10'))
    expect(byDate(now)).toEqual({ '2030-04-08': halfHours('09:30', '17:00') })
    await settings(site.payload, { noticeMinutes: 120 })
  })

  it('leave out an agent’s day off; another agent’s hours count only while the schedule is open', async () => {
    const { payload } = site
    await settings(payload, {
      availability: [
        ...sampleAvailability(),
        { agent, days: [...weekdays, 'sat', 'sun'], from: '08:00', to: '20:00' },
      ],
      daysOff: [{ agent: firstAdmin, date: '2030-04-09T12:00:00.000Z' }],
    })
    const slots = await freeSlots(payload, 3, at(8, '06:00'))
    const days = byDate(slots)
    // The Intake schedule (9:00–18:00, closed at weekends) narrows the agent's 8:00–20:00.
    expect(Object.keys(days)).toEqual(['2030-04-08', '2030-04-09', '2030-04-10'])
    for (const date of Object.keys(days)) expect(days[date]).toEqual(halfHours('09:00', '18:00'))
    const agentsAt = (when: Date) =>
      slots.find((slot) => slot.start.getTime() === when.getTime())?.agents.sort()
    expect(agentsAt(at(8, '10:00'))).toEqual([firstAdmin, agent].sort())
    // Past the admin's 17:00, and on the admin's day off, only the agent.
    expect(agentsAt(at(8, '17:00'))).toEqual([agent])
    expect(agentsAt(at(9, '10:00'))).toEqual([agent])
    // A weekend opens nothing, whoever is available.
    const weekend = await freeSlots(payload, 1, at(13, '06:00'))
    expect(byDate(weekend)).toEqual({ '2030-04-15': halfHours('09:00', '18:00') })
    // The agent off that day too: the day offers nothing, and still counts as a business day.
    await settings(payload, {
      daysOff: [
        { agent: firstAdmin, date: '2030-04-09T12:00:00.000Z' },
        { agent, date: '2030-04-09T12:00:00.000Z' },
      ],
    })
    const closed = byDate(await freeSlots(payload, 3, at(8, '06:00')))
    expect(Object.keys(closed)).toEqual(['2030-04-08', '2030-04-10'])
    await settings(payload, { availability: sampleAvailability(), daysOff: [] })
  })

  it('lose the time of a booked, done or no-show call, with the buffer around it; not a cancelled one', async () => {
    const { payload } = site
    const wednesday = () => byDate(freeSlotsOn(10))
    let offered: Slot[] = []
    const freeSlotsOn = (day: number) =>
      offered.filter((slot) =>
        local(slot.start).startsWith(`2030-04-${String(day).padStart(2, '0')}`),
      )
    offered = await freeSlots(payload, 3, at(8, '06:00'))
    expect(wednesday()['2030-04-10']).toContain('10:00')
    await booking(payload, at(10, '10:00'), 'booked')
    await booking(payload, at(10, '12:00'), 'done')
    await booking(payload, at(10, '14:00'), 'no-show')
    await booking(payload, at(10, '15:00'), 'cancelled')
    offered = await freeSlots(payload, 3, at(8, '06:00'))
    const held = ['10:00', '12:00', '14:00']
    expect(wednesday()['2030-04-10']).toEqual(
      halfHours('09:00', '17:00').filter((time) => !held.includes(time)),
    )
    // Another day keeps all its slots; the booking being moved does not hold its own time.
    expect(byDate(freeSlotsOn(9))['2030-04-09']).toEqual(halfHours('09:00', '17:00'))
    const moving = await booking(payload, at(11, '09:00'), 'booked')
    offered = await freeSlots(payload, 4, at(8, '06:00'), moving.id)
    expect(byDate(freeSlotsOn(11))['2030-04-11']).toContain('09:00')
    offered = await freeSlots(payload, 4, at(8, '06:00'))
    expect(byDate(freeSlotsOn(11))['2030-04-11']).not.toContain('09:00')
    // A 15-minute buffer: the grid steps 45 minutes, and a call keeps 15 minutes either side.
    await settings(payload, { bufferMinutes: 15 })
    offered = await freeSlots(payload, 3, at(8, '06:00'))
    expect(byDate(freeSlotsOn(9))['2030-04-09']).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '12:45',
      '13:30',
      '14:15',
      '15:00',
      '15:45',
      '16:30',
    ])
    // 9:45 and 10:30 touch the 10:00 call's buffer (9:45–10:45), 12:00 the 12:00 call's, 13:30
    // and 14:15 the 14:00 call's; 11:15 and 12:45 just meet a buffer. The cancelled 15:00 holds none.
    expect(byDate(freeSlotsOn(10))['2030-04-10']).toEqual([
      '09:00',
      '11:15',
      '12:45',
      '15:00',
      '15:45',
      '16:30',
    ])
    await settings(payload, { bufferMinutes: 0 })
  })
})
