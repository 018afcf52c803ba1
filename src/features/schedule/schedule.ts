import type { Payload } from 'payload'
import type { IntakeSchedule } from '@/payload-types'
import { fromGlobals } from '@/lib/payload/versioned-global'
import { zoneOrFallback } from './time-zone'
import type { BusinessCalendar, Weekday } from './business-time'

export type Schedule = BusinessCalendar & {
  shifts: { agent: number; days: Weekday[]; from: string; to: string }[]
  afterHoursAgent: number | null
  manager: number | null
  escalationMs: number
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : ((value as { id?: number } | null)?.id ?? null)

/** The Intake schedule as the timers and the rotation use it. */
export function scheduleOf(doc: Partial<IntakeSchedule>): Schedule {
  return {
    timeZone: zoneOrFallback(doc.timeZone),
    hours: (doc.hours ?? []).map(({ day, opens, closes }) => ({ day, opens, closes })),
    holidays: (doc.holidays ?? []).map((holiday) => String(holiday.date).slice(0, 10)),
    shifts: (doc.shifts ?? []).flatMap((shift) => {
      const agent = idOf(shift.agent)
      return agent === null
        ? []
        : [{ agent, days: (shift.days ?? []) as Weekday[], from: shift.from, to: shift.to }]
    }),
    afterHoursAgent: idOf(doc.afterHoursAgent),
    manager: idOf(doc.manager),
    escalationMs: Math.max(3_000, (doc.escalationMinutes ?? 5) * 60_000),
  }
}

/** The current schedule (its defaults until an admin saves it), shared: not to be changed. */
export async function readSchedule(payload: Payload): Promise<Schedule> {
  return fromGlobals(payload, ['intake-schedule'], 'schedule', async () => {
    const doc = await payload.findGlobal({ slug: 'intake-schedule', depth: 0 }).catch(() => ({}))
    return scheduleOf(doc as Partial<IntakeSchedule>)
  })
}
