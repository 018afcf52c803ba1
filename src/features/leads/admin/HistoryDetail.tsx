import { getTranslation, type I18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import type { StaffTextKey } from './texts'
import { requestTimeZone } from './firm-time'
import { historyText } from './history-text'
import { optionText, selectField, staffText } from './staff-text'

type Props = {
  field: { name: string; label?: unknown }
  path?: string
  siblingData?: { action?: string; detail?: string }
  payload: Payload
  i18n: I18n
}

const outcomeKeys: Record<string, StaffTextKey> = {
  reached: 'staff:outcomeReached',
  'no-answer': 'staff:outcomeNoAnswer',
  voicemail: 'staff:outcomeVoicemail',
  'wrong-number': 'staff:outcomeWrongNumber',
}

/**
 * A history entry's detail, stored as values (the record the API keeps), read by staff with the
 * labels of their language and times in the firm's zone (history-text.ts).
 */
export async function HistoryDetail({ field, path, siblingData, payload, i18n }: Props) {
  const status = selectField(payload.collections.leads.config.flattenedFields as never, 'status')
  const text = historyText(siblingData?.action, siblingData?.detail ?? '', {
    language: i18n.language,
    timeZone: await requestTimeZone(payload),
    status: (value) => optionText(status, value, i18n.language),
    outcome: (value) => (outcomeKeys[value] ? staffText(i18n, outcomeKeys[value]) : value),
    due: (detail) => staffText(i18n, 'staff:historyDue', { detail }),
    merged: (from, to) => staffText(i18n, 'staff:historyMerged', { from, to }),
    mayRevoke: (message) => staffText(i18n, 'staff:historyMayRevoke', { message }),
    rotation: (name) => staffText(i18n, 'staff:historyRotation', { name }),
    returning: (name) => staffText(i18n, 'staff:historyReturning', { name }),
    escalation: (step, name) => staffText(i18n, 'staff:historyEscalation', { step, name }),
    callNote: (outcome, note) => staffText(i18n, 'staff:historyCallNote', { outcome, note }),
  })
  const id = `field-${(path ?? field.name).replace(/\./g, '__')}`
  return (
    <div className="field-type lead-history-detail">
      <span className="field-label">{getTranslation(field.label as never, i18n)}</span>
      <p id={id} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
        {text}
      </p>
    </div>
  )
}
