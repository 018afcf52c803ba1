/**
 * The firm's schedule, as other features may use it on the server: its one time zone, business
 * hours and holidays, who is on duty, and the words for the next opening. Anything deeper is this
 * feature's own (eslint: features/entry-only).
 */
export {
  addBusinessTime,
  addDays,
  businessMsBetween,
  isOpen,
  nextOpening,
  openIntervals,
  weekdays,
  zonedParts,
  zonedTime,
} from './business-time'
export type { BusinessCalendar, Weekday, ZonedParts } from './business-time'
export { firmTimeZone, isTimeZone, zoneOrFallback } from './firm-time-zone'
export { dayInZone, dayStartInZone, isoInZone, zoneOffsetMinutes } from './time-zone'
export { readSchedule, scheduleOf } from './schedule'
export type { Schedule } from './schedule'
export { agentsOnShift, onDuty } from './on-duty'
export { openingWords } from './opening-words'
export { officeHoursLines } from './office-hours'
export type { OfficeHoursLine } from './office-hours'
export { clockField, weekdayOptions } from './schedule-fields'
export { IntakeSchedule } from './intake-schedule.global'
