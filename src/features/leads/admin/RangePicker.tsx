import Link from 'next/link'
import type { DashboardRange, RangeKey } from './dashboard-range'

type Labels = Record<RangeKey, string> & {
  title: string
  from: string
  to: string
  show: string
  invalid: string
}

/**
 * The dashboard's period: today, 7 or 30 days one tap away, or two dates (the firm's days) sent
 * as a plain GET form, so it works without JavaScript and the URL can be shared.
 */
export function RangePicker({ range, labels }: { range: DashboardRange; labels: Labels }) {
  const presets = ['today', '7', '30'] as const
  return (
    <section className="lead-range" aria-labelledby="lead-range-title">
      <h2 id="lead-range-title" style={{ fontSize: '1.1rem', margin: '0 0 .5rem' }}>
        {labels.title}
      </h2>
      <div className="lead-range__presets">
        {presets.map((key) => (
          <Link
            key={key}
            href={`/admin/lead-dashboard?range=${key}`}
            aria-current={range.key === key && !range.invalid ? 'page' : undefined}
            className={`btn btn--size-small ${range.key === key && !range.invalid ? 'btn--style-primary' : 'btn--style-secondary'}`}
          >
            {labels[key]}
          </Link>
        ))}
      </div>
      <form method="get" action="/admin/lead-dashboard" className="lead-range__custom">
        <input type="hidden" name="range" value="custom" />
        <label>
          {labels.from}
          <input type="date" name="from" required defaultValue={range.days[0]} />
        </label>
        <label>
          {labels.to}
          <input type="date" name="to" required defaultValue={range.days.at(-1)} />
        </label>
        <button
          type="submit"
          className={`btn btn--size-small ${range.key === 'custom' ? 'btn--style-primary' : 'btn--style-secondary'}`}
        >
          {labels.show} ({labels.custom})
        </button>
      </form>
      {range.invalid ? <p role="alert">{labels.invalid}</p> : null}
    </section>
  )
}
