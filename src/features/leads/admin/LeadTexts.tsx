import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import { optionText, selectField, staffText } from './staff-text'
import { textStatusText } from './text-status'
import { unauditedRead } from '@/features/audit/unaudited-read'

type Props = { id?: number | string; i18n: I18n; payload: Payload; req: PayloadRequest }

/**
 * The lead's conversation by text: every message the firm sent the client and every one the
 * client sent, oldest first, with its delivery status as Twilio reported it. Read-only evidence.
 */
export async function LeadTexts({ id, i18n, payload, req }: Props) {
  if (id === undefined || id === null) return null
  const collection = 'lead-texts'
  const where = { lead: { equals: id } }
  const { docs } = await payload.find({
    collection,
    where,
    sort: 'createdAt',
    limit: 100,
    user: req.user,
    // Part of the lead's page: on record as its `view`.
    context: unauditedRead('shown-with-lead'),
    overrideAccess: false,
    depth: 0,
  })
  const option = (name: string, value: unknown) =>
    optionText(
      selectField(payload.collections[collection].config.fields, name),
      value,
      i18n.language,
    )
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <section aria-labelledby="lead-texts-title" style={{ marginTop: '1rem' }}>
      <h4 id="lead-texts-title" style={{ margin: '0 0 .5rem' }}>
        {staffText(i18n, 'staff:texts')}
      </h4>
      {docs.length ? null : <p>{staffText(i18n, 'staff:noTexts')}</p>}
      <ol style={{ display: 'grid', gap: '.5rem', listStyle: 'none', margin: 0, padding: 0 }}>
        {docs.map((message) => (
          <li
            key={message.id}
            className="lead-text"
            style={{
              border: '1px solid var(--theme-elevation-150)',
              borderRadius: 6,
              padding: '.5rem .75rem',
              maxWidth: '40rem',
              marginLeft: message.direction === 'in' ? 0 : 'auto',
              background:
                message.direction === 'in'
                  ? 'var(--theme-elevation-50)'
                  : 'var(--theme-elevation-100)',
            }}
          >
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '.5rem', fontSize: '.85em' }}>
              <strong>{option('direction', message.direction)}</strong>
              <span>{option('channel', message.channel)}</span>
              <span>{option('kind', message.kind)}</span>
              <span>{message.phone}</span>
              <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
              {message.status ? (
                <span>
                  {staffText(i18n, 'staff:textStatus', {
                    status: textStatusText(i18n, message.status),
                  })}
                </span>
              ) : null}
            </div>
            <p style={{ margin: '.25rem 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </p>
          </li>
        ))}
      </ol>
    </section>
  )
}
