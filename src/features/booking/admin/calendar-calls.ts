import type { PayloadRequest, Where } from 'payload'
import { dayStartInZone } from '@/features/schedule'
import { questionnaireProgress } from '@/features/questionnaires'
import type { Booking } from '@/payload-types'
import type { CalendarCall } from './calendar-grid'

/** The most calls one page reads (a week of a busy desk is far below). */
const maxCalls = 1000

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/** A booking with its lead and agent read (depth 1) as the calendar shows it. */
export function calendarCall(booking: Booking): CalendarCall {
  const lead = typeof booking.lead === 'number' ? null : booking.lead
  const agent = typeof booking.agent === 'number' ? null : booking.agent
  return {
    id: booking.id,
    start: booking.start,
    status: booking.status,
    agentId: idOf(booking.agent),
    agentName: agent?.name || agent?.email || `#${idOf(booking.agent)}`,
    leadId: idOf(booking.lead),
    leadName: lead?.nombre || `#${idOf(booking.lead)}`,
    phone: lead?.phone ?? '',
  }
}

/**
 * The calls starting on the shown firm's days, read as the signed-in user (the collection's
 * access rules apply): only theirs when `mine`, cancelled ones only when asked.
 */
export async function calendarCalls(
  req: PayloadRequest,
  days: string[],
  timeZone: string,
  options: { mine: boolean; cancelled: boolean },
): Promise<CalendarCall[]> {
  const and: Where[] = [
    { start: { greater_than_equal: dayStartInZone(days[0], timeZone).toISOString() } },
    { start: { less_than: dayStartInZone(days.at(-1)!, timeZone, true).toISOString() } },
  ]
  if (!options.cancelled) and.push({ status: { not_equals: 'cancelled' } })
  if (options.mine) and.push({ agent: { equals: req.user?.id ?? 0 } })
  const found = await req.payload.find({
    collection: 'bookings',
    where: { and },
    depth: 1,
    limit: maxCalls,
    sort: 'start',
    overrideAccess: false,
    user: req.user,
    req,
  })
  const calls = found.docs.map(calendarCall)
  const progress = await questionnaireProgress(
    req,
    calls.map((call) => call.leadId),
  )
  return calls.map((call) => ({ ...call, questionnaire: progress.get(call.leadId) }))
}
