import type { Locale } from '@/i18n/routing'
import { getOfficeHours } from '../office-hours-query'
import { officeHoursLines } from '../office-hours'

/** The zone's generic name ("Eastern Time", "hora oriental"): the same all year. */
function zoneName(timeZone: string, locale: Locale) {
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  )
}

/** The firm's office hours from the Intake schedule, one line per run of days, with the zone. */
export async function OfficeHours({
  locale,
  className = '',
}: {
  locale: Locale
  className?: string
}) {
  const { hours, timeZone } = await getOfficeHours()
  const lines = officeHoursLines(hours, locale)
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line.days}>
          {line.days}: <span className="whitespace-nowrap">{line.hours}</span>
        </li>
      ))}
      <li className="text-sm opacity-80">({zoneName(timeZone, locale)})</li>
    </ul>
  )
}
