import { isOpen, zonedParts } from './business-time'
import type { Schedule } from './schedule'

/** The agents whose shift covers `at` (weekday and from/to in the firm's time zone). */
export function agentsOnShift(schedule: Schedule, at: Date): number[] {
  const { weekday, hour, minute } = zonedParts(at, schedule.timeZone)
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
  const agents = schedule.shifts
    .filter((shift) => shift.days.includes(weekday) && shift.from <= time && time < shift.to)
    .map((shift) => shift.agent)
  return [...new Set(agents)]
}

/** Who gets the leads now: the agents on shift in business hours, else the after-hours agent. */
export function onDuty(schedule: Schedule, at: Date): number[] {
  if (isOpen(schedule, at)) return agentsOnShift(schedule, at)
  return schedule.afterHoursAgent ? [schedule.afterHoursAgent] : []
}
