import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import { isOptedOut, usE164 } from '@/features/texting'
import { PhoneOptOut } from './PhoneOptOut.client'
import { TextReply } from './TextReply'
import { hasUnreadText, markTextsSeen } from '../messaging/unread-texts'
import { firmDateTime, requestTimeZone } from './firm-time'
import { optionText, selectField, staffText } from './staff-text'
import { textStatusText } from './text-status'
import { unauditedRead } from '@/features/audit'

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
  const lead = await payload
    .findByID({
      collection: 'leads',
      id,
      depth: 0,
      select: { phone: true, status: true, clientTextAt: true, clientTextSeenAt: true },
      disableErrors: true,
    })
    .catch(() => null)
  // The page shows the conversation: the client's texts are read.
  if (lead && hasUnreadText(lead)) await markTextsSeen(payload, lead.id, new Date())
  const phone = usE164(lead?.phone ?? '')
  const optedOut = phone ? await isOptedOut(payload, phone) : false
  const option = (name: string, value: unknown) =>
    optionText(
      selectField(payload.collections[collection].config.fields, name),
      value,
      i18n.language,
    )
  // The firm's time with its zone, as the history beside it shows times.
  const timeZone = await requestTimeZone(payload)
  return (
    <section aria-labelledby="lead-texts-title" style={{ marginTop: '1rem' }}>
      <h4 id="lead-texts-title" style={{ margin: '0 0 .5rem' }}>
        {staffText(i18n, 'staff:texts')}
      </h4>
      {optedOut ? (
        <p
          className="lead-sms-opted-out"
          role="status"
          style={{
            margin: '0 0 .75rem',
            padding: '.5rem .75rem',
            borderRadius: 6,
            fontWeight: 600,
            background: 'var(--theme-error-100)',
            color: 'var(--theme-error-800)',
          }}
        >
          {staffText(i18n, 'staff:smsOptedOut')}
        </p>
      ) : phone ? (
        <PhoneOptOut
          texts={{
            button: staffText(i18n, 'staff:phoneOptOut'),
            note: staffText(i18n, 'staff:phoneOptOutNote'),
            confirm: staffText(i18n, 'staff:phoneOptOutConfirm'),
            busy: staffText(i18n, 'staff:phoneOptOutBusy'),
            failed: staffText(i18n, 'staff:phoneOptOutFailed', { error: '{{error}}' }),
          }}
        />
      ) : null}
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
              <time dateTime={message.createdAt}>
                {firmDateTime(message.createdAt, i18n.language, timeZone)}
              </time>
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
      {lead ? <TextReply lead={lead} i18n={i18n} payload={payload} /> : null}
    </section>
  )
}
