import { dayInZone } from '@/features/schedule'
import { calendarDays, shiftAnchor, type CalendarView } from './calendar-grid'

export const calendarPath = '/admin/booked-calls-calendar'

/** What the calendar shows, read from its URL so every page works as a plain link. */
export type CalendarState = {
  view: CalendarView
  /** A firm's day (YYYY-MM-DD) in the shown day or week. */
  anchor: string
  /** Only the signed-in agent's calls. */
  mine: boolean
  /** Cancelled calls shown too (hidden by default). */
  cancelled: boolean
}

type Query = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const isDay = (text: unknown): text is string =>
  typeof text === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text

/**
 * `view=day|week` (week by default), `date=YYYY-MM-DD` (today in the firm's zone by default),
 * `agent=mine|all` (an agent's default is theirs, an admin's all), `cancelled=1`.
 */
export function calendarState(
  query: Query,
  now: Date,
  timeZone: string,
  mineByDefault: boolean,
): CalendarState {
  const date = one(query.date)
  const agent = one(query.agent)
  return {
    view: one(query.view) === 'day' ? 'day' : 'week',
    anchor: isDay(date) ? date : dayInZone(now, timeZone),
    mine: agent === 'mine' || (agent !== 'all' && mineByDefault),
    cancelled: one(query.cancelled) === '1',
  }
}

/** The calendar's URL for a state, with some of it changed. */
export function calendarHref(state: CalendarState, change: Partial<CalendarState> = {}) {
  const next = { ...state, ...change }
  const query = new URLSearchParams({
    view: next.view,
    date: next.anchor,
    agent: next.mine ? 'mine' : 'all',
  })
  if (next.cancelled) query.set('cancelled', '1')
  return `${calendarPath}?${query}`
}

export const shownDays = (state: CalendarState) => calendarDays(state.view, state.anchor)
export const previousAnchor = (state: CalendarState) => shiftAnchor(state.view, state.anchor, -1)
export const nextAnchor = (state: CalendarState) => shiftAnchor(state.view, state.anchor, 1)
