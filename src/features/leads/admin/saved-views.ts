import { dayInZone, dayStartInZone } from '@/features/schedule'
import { whereQuery } from './quick-filter-query'

export type SavedView = {
  key: 'mine' | 'unassigned' | 'waiting' | 'followUpsToday' | 'contactedThisWeek'
  query: URLSearchParams
}

/** Monday of the instant's week in the firm's zone, as YYYY-MM-DD. */
function weekStart(now: Date, timeZone: string): string {
  const [year, month, day] = dayInZone(now, timeZone).split('-').map(Number)
  const today = Date.UTC(year, month - 1, day)
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7
  return new Date(today - sinceMonday * 86_400_000).toISOString().slice(0, 10)
}

/** Leads closed for the desk: their follow-ups no longer count. */
export const closedStatuses = ['retained', 'not-qualified', 'spam', 'merged']

function followUpsToday(userId: number | string, today: string, timeZone: string) {
  const query = whereQuery([
    ['assignedTo', 'equals', String(userId)],
    ['nextActionDue', 'greater_than_equal', dayStartInZone(today, timeZone).toISOString()],
    ['nextActionDue', 'less_than', dayStartInZone(today, timeZone, true).toISOString()],
    ['status', 'not_in', closedStatuses.join(',')],
  ])
  query.set('sort', 'nextActionDue')
  return query
}

/** The inbox's one-tap views for this agent, as list queries computed now. */
export function savedViews(userId: number | string, now: Date, timeZone: string): SavedView[] {
  const fifteenMinutesAgo = new Date(now.getTime() - 15 * 60_000).toISOString()
  return [
    { key: 'mine', query: whereQuery([['assignedTo', 'equals', String(userId)]]) },
    { key: 'unassigned', query: whereQuery([['assignedTo', 'exists', 'false']]) },
    {
      key: 'waiting',
      query: whereQuery([
        ['firstContactAt', 'exists', 'false'],
        ['receivedAt', 'less_than', fifteenMinutesAgo],
        ['spam', 'not_equals', 'true'],
      ]),
    },
    {
      // The agent's next actions due on the firm's today (not the UTC day), soonest first.
      key: 'followUpsToday',
      query: followUpsToday(userId, dayInZone(now, timeZone), timeZone),
    },
    {
      key: 'contactedThisWeek',
      query: whereQuery([
        [
          'firstContactAt',
          'greater_than_equal',
          dayStartInZone(weekStart(now, timeZone), timeZone).toISOString(),
        ],
      ]),
    },
  ]
}
