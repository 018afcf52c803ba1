/** A group's leads and how many reached each stage. */
type Row = { label: string; leads: number } & Record<string, number | string>

const intakeStages = ['contacted', 'qualified', 'retained'] as const

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0)

/**
 * Conversion as a table (leads → contacted → qualified → retained, or the client path's steps)
 * per group: each stage's count with its share of the group's leads, the share on its own line
 * so the table fits a phone.
 */
export function Conversion<Stage extends string = (typeof intakeStages)[number]>(props: {
  title: string
  rows: Row[]
  labels: { group: string; leads: string } & Record<Stage, string>
  empty: string
  testId: string
  stages?: readonly Stage[]
}) {
  const { title, rows, labels, empty, testId } = props
  const stages = (props.stages ?? intakeStages) as readonly Stage[]
  return (
    <section className="lead-conversion" style={{ marginBottom: '2rem' }} data-testid={testId}>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 .75rem' }}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        // A scroll box of its own if the headings do not fit; focusable so a keyboard can scroll it.
        <div className="lead-conversion__scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="lead-conversion__table">
            <thead>
              <tr>
                <th scope="col">{labels.group}</th>
                <th scope="col">{labels.leads}</th>
                {stages.map((stage) => (
                  <th scope="col" key={stage}>
                    {labels[stage]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} data-group={row.label}>
                  <th scope="row">{row.label}</th>
                  <td data-stage="leads">{row.leads}</td>
                  {stages.map((stage) => (
                    <td key={stage} data-stage={stage}>
                      {row[stage]}
                      <small>{percent(Number(row[stage]), row.leads)}%</small>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
