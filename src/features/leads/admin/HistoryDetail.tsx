import { getTranslation, type I18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { optionText, selectField } from './staff-text'

type Props = {
  field: { name: string; label?: unknown }
  path?: string
  siblingData?: { action?: string; detail?: string }
  payload: Payload
  i18n: I18n
}

/**
 * A history entry's detail. A status change is stored as its values ('new → contacted'), the
 * record the API keeps; staff read it with the status labels of their language.
 */
export function HistoryDetail({ field, path, siblingData, payload, i18n }: Props) {
  const detail = siblingData?.detail ?? ''
  let text = detail
  if (siblingData?.action === 'status') {
    const status = selectField(payload.collections.leads.config.flattenedFields as never, 'status')
    text = detail
      .split(' → ')
      .map((value) => optionText(status, value, i18n.language))
      .join(' → ')
  }
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
