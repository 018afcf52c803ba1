import type { I18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { adminSessionUser } from '@/lib/access/admin-session'
import { hasRole } from '@/lib/access/roles'
import { env } from '@/lib/env.mjs'
import { backupIsStale, lastBackup } from '../scheduled-backup'

function text(i18n: I18n, key: string, vars?: Record<string, unknown>) {
  return (i18n.t as (key: string, vars?: Record<string, unknown>) => string)(
    `operations:${key}`,
    vars,
  )
}

function size(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** On the admins' dashboard: when the last good backup was made and how large it was. */
export async function BackupStatus({ payload, i18n }: { payload: Payload; i18n: I18n }) {
  const user = await adminSessionUser(payload)
  if (!hasRole(user, 'admin')) return null
  const last = await lastBackup(payload)
  const when = last
    ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(new Date(last.at))
    : ''
  const stale = last ? backupIsStale(last) : false
  return (
    <section aria-labelledby="backup-status-title" className="backup-status">
      <h2 id="backup-status-title" style={{ fontSize: '1.1rem', margin: '0 0 .25rem' }}>
        {text(i18n, 'backupTitle')}
      </h2>
      <p data-testid="backup-last" style={{ margin: 0 }}>
        {last
          ? text(i18n, 'backupLast', { when, size: size(last.bytes) })
          : text(i18n, 'backupNone')}
      </p>
      {stale ? (
        <p role="alert" style={{ margin: '.25rem 0 0' }}>
          {text(i18n, 'backupStale')}
        </p>
      ) : null}
      <p style={{ margin: '.25rem 0 1rem', opacity: 0.8 }}>
        {text(i18n, env().BACKUP_SCHEDULE ? 'backupScheduled' : 'backupManual')}
      </p>
    </section>
  )
}
