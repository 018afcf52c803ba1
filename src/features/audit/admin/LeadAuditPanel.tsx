import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { firmTimeZone } from '@/features/schedule'
import { auditText } from './audit-text'
import { ForgetPerson } from './ForgetPerson.client'

type Props = { id?: number | string; i18n: I18n; payload: Payload; req: PayloadRequest }

const shown = 30

function actionText(payload: Payload, action: string, language: string) {
  const field = payload.collections['audit-events'].config.fields.find(
    (candidate) => 'name' in candidate && candidate.name === 'action',
  )
  const option =
    field?.type === 'select'
      ? field.options.find((o) => typeof o !== 'string' && o.value === action)
      : undefined
  const label = option && typeof option !== 'string' ? option.label : action
  return typeof label === 'string' ? label : ((label as Record<string, string>)[language] ?? action)
}

function detailsText(details: unknown) {
  if (!details || typeof details !== 'object') return ''
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`)
    .join(' · ')
}

/**
 * On a lead's page, for admins only: the lead's own audit events, newest first, and the
 * "forget this person" action. Reading them is not itself a lead view.
 */
export async function LeadAuditPanel({ id, i18n, payload, req }: Props) {
  if (id === undefined || id === null || !hasRole(req.user as never, 'admin')) return null
  const { docs, totalDocs } = await payload.find({
    collection: 'audit-events',
    where: { lead: { equals: Number(id) } },
    sort: '-seq',
    limit: shown,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  // The firm's wall clock with its zone, as every staff screen shows lead times.
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'long',
    timeZone: await firmTimeZone(payload),
  })
  const titleId = `lead-audit-${id}`
  return (
    <section aria-labelledby={titleId} className="lead-audit">
      <h3 id={titleId}>{auditText(i18n, 'audit:panelTitle')}</h3>
      <p className="lead-audit__hint">{auditText(i18n, 'audit:panelHint')}</p>
      {docs.length === 0 ? (
        <p>{auditText(i18n, 'audit:noEvents')}</p>
      ) : (
        <div className="lead-audit__scroll" tabIndex={0} aria-labelledby={titleId} role="region">
          <table>
            <thead>
              <tr>
                <th scope="col">{auditText(i18n, 'audit:when')}</th>
                <th scope="col">{auditText(i18n, 'audit:action')}</th>
                <th scope="col">{auditText(i18n, 'audit:user')}</th>
                <th scope="col">{auditText(i18n, 'audit:ip')}</th>
                <th scope="col">{auditText(i18n, 'audit:details')}</th>
              </tr>
            </thead>
            <tbody>
              {docs.map((event) => (
                <tr key={event.id}>
                  <td>{time.format(new Date(event.at))}</td>
                  <td>{actionText(payload, event.action, i18n.language)}</td>
                  <td>{event.user ?? ''}</td>
                  <td>{event.ip ?? ''}</td>
                  <td>{detailsText(event.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalDocs > shown ? (
        <p>
          <a href={`/admin/collections/audit-events?where[lead][equals]=${id}`}>
            {auditText(i18n, 'audit:more')}
          </a>
        </p>
      ) : null}
      <ForgetPerson
        id={Number(id)}
        texts={{
          title: auditText(i18n, 'audit:forgetTitle'),
          hint: auditText(i18n, 'audit:forgetHint'),
          confirm: auditText(i18n, 'audit:forgetConfirm'),
          word: i18n.language === 'es' ? 'BORRAR' : 'DELETE',
          button: auditText(i18n, 'audit:forgetButton'),
          busy: auditText(i18n, 'audit:forgetting'),
          failed: auditText(i18n, 'audit:forgetFailed'),
          done: auditText(i18n, 'audit:forgotten'),
        }}
      />
    </section>
  )
}
