import type { I18n } from '@payloadcms/translations'
import Link from 'next/link'
import { worksLeads } from '@/lib/access/roles'
import { calendarText } from './calendar-text'
import { calendarPath } from './calendar-query'

type Props = { i18n: I18n; user?: unknown }

/** The calendar in the admin's side menu, under the collections: agents and admins only. */
export function CalendarNavLink({ i18n, user }: Props) {
  if (!worksLeads(user)) return null
  return (
    <Link href={calendarPath} className="nav__link calls-calendar__nav-link">
      <span className="nav__link-label">{calendarText(i18n, 'calendar:open')}</span>
    </Link>
  )
}

/** Above the booked calls list: the same calls as a day or week calendar. */
export function CalendarListLink({ i18n }: Props) {
  return (
    <p className="calls-calendar__list-link">
      <Link href={calendarPath}>{calendarText(i18n, 'calendar:open')}</Link>
    </p>
  )
}
