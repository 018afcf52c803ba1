import type { I18n } from '@payloadcms/translations'
import Link from 'next/link'
import type { Payload } from 'payload'
import { adminSessionUser } from '@/lib/access/admin-session'
import { worksLeads } from '@/lib/access/roles'
import { calendarText } from './calendar-text'
import { calendarPath } from './calendar-query'

type Props = { i18n: I18n; payload: Payload }

/** The calendar in the admin's side menu, under the collections: agents and admins only. */
export async function CalendarNavLink({ i18n, payload }: Props) {
  if (!worksLeads(await adminSessionUser(payload))) return null
  return (
    <Link href={calendarPath} className="nav__link calls-calendar__nav-link">
      <span className="nav__link-label">{calendarText(i18n, 'calendar:open')}</span>
    </Link>
  )
}

/** Above the booked calls list: the same calls as a day or week calendar. */
export function CalendarListLink({ i18n }: Pick<Props, 'i18n'>) {
  return (
    <p className="calls-calendar__list-link">
      <Link href={calendarPath}>{calendarText(i18n, 'calendar:open')}</Link>
    </p>
  )
}
