import type { I18n } from '@payloadcms/translations'
import { hasRole } from '@/lib/access/roles'
import { staffText } from './staff-text'

const files = [
  ['google', 'staff:conversionsGoogle'],
  ['meta', 'staff:conversionsMeta'],
  ['tiktok', 'staff:conversionsTikTok'],
] as const

/**
 * The offline-conversion files of a period (the firm's days; the endpoint's last 30 days when
 * none), for admins only: agents see nothing, and the endpoint refuses them anyway.
 */
export function ConversionDownloads({
  i18n,
  user,
  from,
  to,
}: {
  i18n: I18n
  user: unknown
  from?: string
  to?: string
}) {
  if (!hasRole(user as never, 'admin')) return null
  const t = (key: Parameters<typeof staffText>[1]) => staffText(i18n, key)
  const query = from && to ? `?from=${from}&to=${to}` : ''
  return (
    <section
      className="lead-conversions"
      style={{ marginBottom: '2rem' }}
      data-testid="conversion-downloads"
    >
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 .5rem' }}>{t('staff:conversionsTitle')}</h2>
      <p style={{ margin: '0 0 .5rem' }}>{t('staff:conversionsNote')}</p>
      {query ? null : <p style={{ margin: '0 0 .5rem' }}>{t('staff:conversionsLast30')}</p>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '.5rem' }}>
        {files.map(([platform, key]) => (
          <a
            key={platform}
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            href={`/cms/api/leads/conversions/${platform}.csv${query}`}
            download
          >
            {t(key)}
          </a>
        ))}
      </div>
    </section>
  )
}
