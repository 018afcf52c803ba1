import type { AdminViewServerProps } from 'payload'
import { StaffViewTemplate } from '@/lib/payload/StaffViewTemplate'
import { hasRole, worksLeads } from '@/lib/access/roles'
import { dayInZone, firmTimeZone } from '@/features/schedule'
import { staffText } from '@/features/leads'
import { agentsOf, calendarGrid } from './calendar-grid'
import { calendarCalls } from './calendar-calls'
import { calendarHref, calendarState, shownDays } from './calendar-query'
import { calendarDayLabel, calendarText } from './calendar-text'
import { CalendarNav } from './CalendarNav'
import { CalendarDays } from './CalendarDays'

/**
 * /admin/booked-calls-calendar: the booked calls of a day or a week of the firm's days, a lane
 * per agent, rendered on the server; agents and admins only (an editor gets the dashboard's
 * refusal).
 */
export async function BookedCallsCalendar(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const { i18n, payload, user } = req
  const t = (key: Parameters<typeof calendarText>[1], vars?: Record<string, unknown>) =>
    calendarText(i18n, key, vars)
  const allowed = worksLeads(user)
  const timeZone = await firmTimeZone(payload)
  const query = (props.searchParams ?? {}) as Record<string, string | string[]>
  const state = calendarState(query, new Date(), timeZone, !hasRole(user, 'admin'))
  const days = shownDays(state)
  const calls = allowed ? await calendarCalls(req, days, timeZone, state) : []
  const agents =
    state.mine && user
      ? [{ id: user.id as number, name: user.name || user.email }]
      : agentsOf(calls)
  const result = query.result === 'saved' || query.result === 'failed' ? query.result : null
  const period =
    state.view === 'day'
      ? calendarDayLabel(days[0], i18n.language)
      : t('calendar:weekShown', {
          from: calendarDayLabel(days[0], i18n.language),
          to: calendarDayLabel(days[6], i18n.language),
        })
  return (
    <StaffViewTemplate {...props}>
      <h1 style={{ margin: '1.5rem 0' }}>{t('calendar:title')}</h1>
      {allowed ? (
        <div className="calls-calendar">
          <p className="lead-time-zone">{t('calendar:timeZone', { zone: timeZone })}</p>
          {result ? (
            <p role="status" className={`calls-calendar__result--${result}`}>
              {t(result === 'saved' ? 'calendar:saved' : 'calendar:failed')}
            </p>
          ) : null}
          <CalendarNav state={state} i18n={i18n} timeZone={timeZone} />
          <h2 className="calls-calendar__period" data-testid="calendar-period">
            {period}
          </h2>
          <CalendarDays
            grid={calendarGrid(calls, days, agents, timeZone)}
            view={state.view}
            today={dayInZone(new Date(), timeZone)}
            i18n={i18n}
            timeZone={timeZone}
            back={calendarHref(state)}
          />
        </div>
      ) : (
        <p role="alert">{staffText(i18n, 'staff:leadWorkersOnly')}</p>
      )}
    </StaffViewTemplate>
  )
}
