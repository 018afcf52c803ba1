'use client'
import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { PhoneIcon, beforeText } from '@/ui/icons'
import { LogCall } from './LogCall.client'

/** Digits of a US phone as E.164 (+1…); other numbers keep their own country code. */
function e164(phone: string) {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return `+1${digits}`
  return `+${digits}`
}

const actionStyle = { display: 'inline-block', padding: '0.5rem 0.9rem', fontWeight: 600 }

/**
 * At the top of a lead: call, WhatsApp and SMS the client in one tap, and log the call.
 */
export function LeadActions() {
  const { id } = useDocumentInfo()
  const phone = useFormFields(([fields]) => fields.phone?.value) as string | undefined
  const { t } = useTranslation()
  const text = t as unknown as (key: string) => string
  if (!id || !phone) return null
  const number = e164(phone)
  return (
    <section
      aria-label={text('staff:actionsTitle')}
      className="lead-actions"
      style={{ margin: '0 0 1.5rem', display: 'grid', gap: '0.75rem' }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <a
          className="btn btn--style-primary btn--size-small"
          style={actionStyle}
          href={`tel:${number}`}
        >
          <PhoneIcon {...beforeText} />
          {text('staff:actionCall')} {number}
        </a>
        <a
          className="btn btn--style-secondary btn--size-small"
          style={actionStyle}
          href={`https://wa.me/${number.slice(1)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {text('staff:actionWhatsapp')}
        </a>
        <a
          className="btn btn--style-secondary btn--size-small"
          style={actionStyle}
          href={`sms:${number}`}
        >
          {text('staff:actionSms')}
        </a>
      </div>
      <LogCall leadId={String(id)} text={text} />
    </section>
  )
}
