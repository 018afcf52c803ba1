import { expect } from 'vitest'
import { cms } from './staff-accounts'

export const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/** The agent's booking hours: one-hour calls all day, every day, no notice, no days off. */
export const aroundTheClock = (agent: number) => ({
  slotMinutes: 60,
  bufferMinutes: 0,
  noticeMinutes: 0,
  availability: [{ agent, days: allWeek, from: '00:00', to: '23:59' }],
  daysOff: [],
})

/** The firm open around the clock with one agent bookable, so a test finds slots whenever it runs. */
export async function openAroundTheClock(
  baseURL: string,
  admin: { auth: { authorization: string } },
  agent: number,
) {
  const schedule = await cms(baseURL, admin, '/globals/intake-schedule', {
    method: 'POST',
    body: {
      timeZone: 'America/New_York',
      hours: allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' })),
    },
  })
  expect(schedule.status).toBe(200)
  const booking = await cms(baseURL, admin, '/globals/booking-settings', {
    method: 'POST',
    body: aroundTheClock(agent),
  })
  expect(booking.status).toBe(200)
}
