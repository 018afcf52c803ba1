import type { I18n } from '@payloadcms/translations'
import type { CalendarDay, CalendarView } from './calendar-grid'
import { calendarDayLabel, calendarText } from './calendar-text'
import { CallCard } from './CallCard'

type Props = {
  grid: CalendarDay[]
  view: CalendarView
  today: string
  i18n: I18n
  timeZone: string
  back: string
}

/**
 * The shown days as a list (a phone reads it day by day), each with a lane per agent; admin.css
 * lays the week out as seven columns and the day's lanes side by side on a wide screen. A week
 * leaves out an agent's lane on a day without their calls; a day keeps every lane.
 */
export function CalendarDays({ grid, view, today, i18n, timeZone, back }: Props) {
  const week = view === 'week'
  const LaneHeading = week ? 'h4' : 'h3'
  const noCalls = <p className="calls-calendar__empty">{calendarText(i18n, 'calendar:noCalls')}</p>
  return (
    <ol className={`calls-calendar__days calls-calendar__days--${view}`}>
      {grid.map(({ day, lanes }) => {
        const shown = week ? lanes.filter((lane) => lane.calls.length > 0) : lanes
        return (
          <li
            key={day}
            className="calls-calendar__day"
            aria-current={day === today ? 'date' : undefined}
            data-day={day}
          >
            {week ? <h3>{calendarDayLabel(day, i18n.language)}</h3> : null}
            {shown.length === 0 ? noCalls : null}
            <ul className="calls-calendar__lanes" hidden={shown.length === 0}>
              {shown.map((lane) => (
                <li key={lane.agentId} className="calls-calendar__lane">
                  <LaneHeading>{lane.agentName}</LaneHeading>
                  {lane.calls.length === 0 ? noCalls : null}
                  <ol className="calls-calendar__calls" hidden={lane.calls.length === 0}>
                    {lane.calls.map((call) => (
                      <li key={call.id}>
                        <CallCard call={call} i18n={i18n} timeZone={timeZone} back={back} />
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ol>
  )
}
