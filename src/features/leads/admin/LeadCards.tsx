import type { I18n } from '@payloadcms/translations'
import Link from 'next/link'
import type { Field } from 'payload'
import type { Lead } from '@/payload-types'
import { PhoneIcon, beforeText } from '@/ui/icons'
import { e164Digits } from '../pipeline/phone-digits'
import { CardSelect } from './CardSelect.client'
import { ReturningMark, UnreadText } from './UnreadText'
import { optionText, selectField, staffText, waitedFor } from './staff-text'
import { WaitingTime } from './WaitingTime.client'

type Props = { docs: Lead[]; fields: Field[]; i18n: I18n }

/**
 * The inbox on a phone: a card per lead with what an agent needs to act (who, how long waiting,
 * where from, which language, status) and the call and WhatsApp actions. Shown instead of the
 * table on narrow screens (admin.css).
 */
export function LeadCards({ docs, fields, i18n }: Props) {
  const text = (name: string, value: unknown) =>
    optionText(selectField(fields, name), value, i18n.language)
  return (
    <ul className="lead-cards" aria-label={staffText(i18n, 'staff:leadCards')}>
      {docs.map((lead) => {
        const number = e164Digits(lead.phone)
        const waiting = lead.status === 'new' && !lead.firstContactAt && lead.receivedAt
        return (
          <li key={lead.id} className="lead-card">
            <span className="lead-card__head">
              <CardSelect
                id={lead.id}
                label={staffText(i18n, 'staff:selectLead', { name: lead.nombre })}
              />
              <Link className="lead-card__name" href={`/admin/collections/leads/${lead.id}`}>
                {lead.nombre}
              </Link>
            </span>
            <span className="lead-card__status">
              {text('status', lead.status)}
              {waiting ? (
                <strong className="lead-waiting">
                  {' · '}
                  <WaitingTime
                    receivedAt={lead.receivedAt}
                    initial={staffText(i18n, 'staff:waiting', {
                      time: waitedFor(i18n, lead.receivedAt),
                    })}
                  />
                </strong>
              ) : null}
            </span>
            <UnreadText lead={lead} i18n={i18n} />
            <ReturningMark lead={lead} i18n={i18n} />
            <span className="lead-card__meta">
              {[lead.seccion, text('locale', lead.locale)].filter(Boolean).join(' · ')}
            </span>
            {number ? (
              <span className="lead-card__actions">
                <a className="btn btn--style-primary btn--size-small" href={`tel:+${number}`}>
                  <PhoneIcon {...beforeText} />
                  {staffText(i18n, 'staff:call')}
                </a>
                <a
                  className="btn btn--style-secondary btn--size-small"
                  href={`https://wa.me/${number}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {staffText(i18n, 'staff:whatsapp')}
                </a>
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
