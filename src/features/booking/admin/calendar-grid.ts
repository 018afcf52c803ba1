import { zonedParts } from '@/features/schedule'

export type CalendarView = 'day' | 'week'

/** One booked call as the calendar shows it (names and phone read from its lead and agent). */
export type CalendarCall = {
  id: number
  start: string
  status: string
  agentId: number
  agentName: string
  leadId: number
  leadName: string
  phone: string
  /** How far the lead got with its questionnaire before the call. */
  questionnaire?: 'submitted' | 'started'
}

/** A call on the firm's clock: its local day and the minutes since that day's midnight. */
export type PlacedCall = CalendarCall & { day: string; minutes: number }

export type AgentLane = { agentId: number; agentName: string; calls: PlacedCall[] }
export type CalendarDay = { day: string; lanes: AgentLane[] }

const dayMs = 86_400_000
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`)
const addDays = (day: string, count: number) =>
  new Date(utcDay(day) + count * dayMs).toISOString().slice(0, 10)

/**
 * The firm's days a view shows (YYYY-MM-DD): the day itself, or Monday to Sunday of its week.
 * Calendar days, no instant involved, so a 23- or 25-hour day still counts once.
 */
export function calendarDays(view: CalendarView, anchor: string): string[] {
  if (view === 'day') return [anchor]
  const weekday = (new Date(utcDay(anchor)).getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  const monday = addDays(anchor, -weekday)
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
}

/** The day the previous (-1) or next (1) page of the view starts from. */
export const shiftAnchor = (view: CalendarView, anchor: string, direction: -1 | 1) =>
  addDays(anchor, direction * (view === 'day' ? 1 : 7))

/** Where a call falls on the firm's clock, whatever offset the zone has on that date. */
export function placeCall(call: CalendarCall, timeZone: string): PlacedCall {
  const parts = zonedParts(new Date(call.start), timeZone)
  return { ...call, day: parts.date, minutes: parts.hour * 60 + parts.minute }
}

/**
 * The calls of the shown days, per day and per agent lane (every agent of `agents`, in that
 * order, each lane by time): the grid both views and both widths draw. Calls outside the days
 * are left out.
 */
export function calendarGrid(
  calls: CalendarCall[],
  days: string[],
  agents: { id: number; name: string }[],
  timeZone: string,
): CalendarDay[] {
  const placed = calls
    .map((call) => placeCall(call, timeZone))
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
  return days.map((day) => ({
    day,
    lanes: agents.map((agent) => ({
      agentId: agent.id,
      agentName: agent.name,
      calls: placed.filter((call) => call.day === day && call.agentId === agent.id),
    })),
  }))
}

/** The agents of these calls, once each, by name. */
export function agentsOf(calls: CalendarCall[]): { id: number; name: string }[] {
  const byId = new Map(calls.map((call) => [call.agentId, call.agentName]))
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}
