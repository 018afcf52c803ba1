import type { Locale } from '@/i18n/routing'
import { zoneWords } from '@/lib/zone-words'
import { getOfficeHours } from '../office-hours-query'
import { officeHoursLines } from '../office-hours'

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
      <li className="text-sm opacity-80">({zoneWords(timeZone, locale)})</li>
    </ul>
  )
}
