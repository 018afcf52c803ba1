import type { Count } from './lead-stats'

/**
 * A server-rendered bar chart as a list: each row is readable text (label and figure) with a
 * CSS bar beside it, so screen readers and print get the numbers, not a picture.
 */
export function Bars({ title, counts, empty }: { title: string; counts: Count[]; empty: string }) {
  const max = Math.max(1, ...counts.map((entry) => entry.count))
  return (
    <section className="lead-chart" style={{ marginBottom: '2rem' }}>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 .75rem' }}>{title}</h2>
      {counts.length === 0 ? <p>{empty}</p> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '.25rem' }}>
        {counts.map((entry) => (
          <li
            key={entry.label}
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(6rem, 14rem) 1fr 3rem',
              gap: '.5rem',
              alignItems: 'center',
            }}
          >
            <span style={{ overflowWrap: 'anywhere' }}>{entry.label}</span>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                height: '.9rem',
                width: `${(entry.count / max) * 100}%`,
                minWidth: entry.count ? '2px' : 0,
                background: 'var(--theme-success-500, #2f7d32)',
                borderRadius: '2px',
              }}
            />
            <strong style={{ textAlign: 'right' }}>{entry.count}</strong>
          </li>
        ))}
      </ul>
    </section>
  )
}
