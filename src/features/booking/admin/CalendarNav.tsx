import type { I18n } from '@payloadcms/translations'
import Link from 'next/link'
import { dayInZone } from '@/features/schedule'
import { calendarText } from './calendar-text'
import { calendarHref, nextAnchor, previousAnchor, type CalendarState } from './calendar-query'

type Props = { state: CalendarState; i18n: I18n; timeZone: string }

const button = (current: boolean) =>
  `btn btn--size-small ${current ? 'btn--style-primary' : 'btn--style-secondary'}`

/**
 * The calendar's controls, all plain links (no JavaScript needed, the URL can be shared): day or
 * week, previous / today / next, my calls or all agents, cancelled calls shown or not.
 */
export function CalendarNav({ state, i18n, timeZone }: Props) {
  const t = (key: Parameters<typeof calendarText>[1]) => calendarText(i18n, key)
  const day = state.view === 'day'
  const today = dayInZone(new Date(), timeZone)
  const choice = (label: string, change: Partial<CalendarState>, current: boolean) => (
    <Link
      href={calendarHref(state, change)}
      className={button(current)}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Link>
  )
  return (
    <nav className="calls-calendar__nav" aria-label={t('calendar:navigation')}>
      <div role="group" aria-label={t('calendar:view')}>
        {choice(t('calendar:day'), { view: 'day' }, day)}
        {choice(t('calendar:week'), { view: 'week' }, !day)}
      </div>
      <div role="group" aria-label={t('calendar:dates')}>
        <Link
          href={calendarHref(state, { anchor: previousAnchor(state) })}
          className={button(false)}
        >
          {t(day ? 'calendar:previousDay' : 'calendar:previousWeek')}
        </Link>
        <Link href={calendarHref(state, { anchor: today })} className={button(false)}>
          {t('calendar:today')}
        </Link>
        <Link href={calendarHref(state, { anchor: nextAnchor(state) })} className={button(false)}>
          {t(day ? 'calendar:nextDay' : 'calendar:nextWeek')}
        </Link>
      </div>
      <div role="group" aria-label={t('calendar:agents')}>
        {choice(t('calendar:mine'), { mine: true }, state.mine)}
        {choice(t('calendar:all'), { mine: false }, !state.mine)}
      </div>
      <div>
        <Link href={calendarHref(state, { cancelled: !state.cancelled })} className={button(false)}>
          {t(state.cancelled ? 'calendar:hideCancelled' : 'calendar:showCancelled')}
        </Link>
      </div>
    </nav>
  )
}
