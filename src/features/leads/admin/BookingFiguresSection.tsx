import { Bars } from './Bars'
import type { DashboardSectionProps } from './dashboard-range'
import { loadBookingFigures } from './booking-figures'
import { firmDayLabel } from './firm-time'
import { staffText } from './staff-text'

const percent = (value: number | null, language: string, none: string) =>
  value == null
    ? none
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value)

/** Booked calls in the dashboard's period: per day, share of leads that booked, show rate (firm's zone). */
export async function BookingFiguresSection({
  payload,
  req,
  i18n,
  timeZone,
  days,
}: DashboardSectionProps) {
  const figures = await loadBookingFigures(payload, req, timeZone, days)
  const none = staffText(i18n, 'staff:none')
  return (
    <>
      <dl className="booking-figures" style={{ margin: '0 0 2rem' }}>
        {(
          [
            ['staff:bookedShare', figures.bookedShare],
            ['staff:showRate', figures.showRate],
          ] as const
        ).map(([key, value]) => (
          <div key={key} style={{ marginBottom: '1rem' }}>
            <dt style={{ fontSize: '1.1rem', fontWeight: 600 }}>{staffText(i18n, key)}</dt>
            <dd style={{ fontSize: '1.5rem', fontWeight: 700, margin: 0 }}>
              {percent(value, i18n.language, none)}
            </dd>
          </div>
        ))}
      </dl>
      <Bars
        title={staffText(i18n, 'staff:bookingsPerDay')}
        counts={figures.perDay.map((entry) => ({
          ...entry,
          label: firmDayLabel(entry.label, i18n.language),
        }))}
        empty={none}
      />
    </>
  )
}
