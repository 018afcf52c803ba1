import {
  openIntervals,
  zonedParts,
  zonedTime,
  type BusinessCalendar,
  type Weekday,
} from '@/features/schedule'

/** The booking rules of the admin (Online booking), in ms and the firm's local dates. */
export type BookingRules = {
  slotMs: number
  bufferMs: number
  noticeMs: number
  availability: { agent: number; days: Weekday[]; from: string; to: string }[]
  /** "YYYY-MM-DD" in the firm's time zone. */
  daysOff: { agent: number; date: string }[]
}

/** A booked call holding an agent's time. */
export type Busy = { agent: number; start: Date; end: Date }

export type Slot = { start: Date; end: Date; agents: number[] }

/** Local dates looked at for `days` business days: past this the firm counts as closed. */
const horizonDates = 60

function nextDate(date: string) {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
}

function weekdayOf(date: string): Weekday {
  return zonedParts(new Date(`${date}T12:00:00Z`), 'UTC').weekday
}

/**
 * The free call's slots of the next `days` business days (dates the Intake schedule opens), on
 * a grid from each opening (slot length + buffer), when at least one agent is available, not off
 * that day and not busy (a busy call keeps the buffer around it), from `now` + minimum notice.
 * Wall-clock times are the firm's and turned into instants per date, so a DST change moves
 * nothing by an hour. Each slot lists its free agents.
 */
export function computeSlots(
  calendar: BusinessCalendar,
  rules: BookingRules,
  busy: Busy[],
  now: Date,
  days: number,
): Slot[] {
  const slots: Slot[] = []
  const earliest = now.getTime() + rules.noticeMs
  const step = rules.slotMs + rules.bufferMs
  if (rules.slotMs <= 0) return slots
  let date = zonedParts(now, calendar.timeZone).date
  let businessDays = 0
  for (
    let looked = 0;
    looked < horizonDates && businessDays < days;
    looked++, date = nextDate(date)
  ) {
    const intervals = openIntervals(calendar, date)
    if (!intervals.length) continue
    businessDays++
    const weekday = weekdayOf(date)
    const windows = rules.availability
      .filter((row) => row.days.includes(weekday) && row.from < row.to)
      .filter((row) => !rules.daysOff.some((off) => off.agent === row.agent && off.date === date))
      .map((row) => ({
        agent: row.agent,
        from: zonedTime(calendar.timeZone, date, row.from).getTime(),
        to: zonedTime(calendar.timeZone, date, row.to).getTime(),
      }))
    for (const [opens, closes] of intervals) {
      for (let start = opens.getTime(); start + rules.slotMs <= closes.getTime(); start += step) {
        if (start < earliest) continue
        const end = start + rules.slotMs
        const agents = [
          ...new Set(
            windows
              .filter((w) => w.from <= start && end <= w.to)
              .filter((w) => !isBusy(busy, w.agent, start, end, rules.bufferMs))
              .map((w) => w.agent),
          ),
        ]
        if (agents.length) slots.push({ start: new Date(start), end: new Date(end), agents })
      }
    }
  }
  return slots
}

function isBusy(busy: Busy[], agent: number, start: number, end: number, bufferMs: number) {
  return busy.some(
    (call) =>
      call.agent === agent &&
      call.start.getTime() - bufferMs < end &&
      start < call.end.getTime() + bufferMs,
  )
}
