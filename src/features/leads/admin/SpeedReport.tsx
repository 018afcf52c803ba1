import type { I18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { speedStats, type SpeedRow } from './speed-stats'
import { staffText } from './staff-text'

type Key = Parameters<typeof staffText>[1]

const percent = (share: number) => `${Math.round(share * 100)} %`

function Table({ rows, first, t }: { rows: SpeedRow[]; first: string; t: (key: Key) => string }) {
  return (
    <div style={{ overflowX: 'auto', marginBottom: '1.5rem' }}>
      <table style={{ borderCollapse: 'collapse', minWidth: '20rem' }}>
        <thead>
          <tr>
            {[first, t('staff:speedLeads'), t('staff:speedWithin5'), t('staff:speedWithin1h')].map(
              (heading) => (
                <th
                  key={heading}
                  scope="col"
                  style={{ textAlign: 'start', padding: '0.25rem 0.75rem 0.25rem 0' }}
                >
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                style={{
                  textAlign: 'start',
                  fontWeight: 400,
                  padding: '0.25rem 0.75rem 0.25rem 0',
                }}
              >
                {row.label}
              </th>
              <td>{row.leads}</td>
              <td>{percent(row.within5)}</td>
              <td>{percent(row.within1h)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The dashboard's speed-to-lead section (issue 22): contact within 5 min / 1 h, alert and reply times. */
export async function SpeedReport({
  payload,
  i18n,
  names,
  unassigned,
}: {
  payload: Payload
  i18n: I18n
  names: Map<number, string>
  unassigned: string
}) {
  const t = (key: Key) => staffText(i18n, key)
  const stats = await speedStats(payload, names, unassigned)
  const seconds = (value: number | null) =>
    value == null ? t('staff:none') : staffText(i18n, 'staff:seconds', { count: value.toFixed(1) })
  return (
    <section className="lead-speed" style={{ marginBottom: '2rem' }}>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 .5rem' }}>{t('staff:speedTitle')}</h2>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          gap: '0.25rem 1rem',
          justifyContent: 'start',
        }}
      >
        <dt>{t('staff:speedToReply')}</dt>
        <dd style={{ margin: 0, fontWeight: 700 }}>{seconds(stats.medianToReplySeconds)}</dd>
        <dt>{t('staff:speedToAlert')}</dt>
        <dd style={{ margin: 0, fontWeight: 700 }}>{seconds(stats.medianToAlertSeconds)}</dd>
      </dl>
      {stats.perAgent.length ? (
        <>
          <Table rows={stats.perAgent} first={t('staff:speedAgent')} t={t} />
          <Table rows={stats.perWeek} first={t('staff:speedWeek')} t={t} />
        </>
      ) : (
        <p>{t('staff:none')}</p>
      )}
    </section>
  )
}
