import { getTranslation, type I18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { firmDateTime, requestTimeZone } from './firm-time'

type CellProps = { cellData?: unknown; i18n: I18n; payload: Payload }

/** A time column of the leads list, in the firm's zone, named. */
export async function FirmDateCell({ cellData, i18n, payload }: CellProps) {
  const zone = await requestTimeZone(payload)
  return <span>{firmDateTime(cellData as string, i18n.language, zone)}</span>
}

type FieldProps = {
  field: { name: string; label?: unknown; admin?: { description?: unknown } }
  path?: string
  value?: unknown
  siblingData?: Record<string, unknown>
  i18n: I18n
  payload: Payload
}

/**
 * A recorded time of a lead (received, first contact, a history entry) as text in the firm's
 * zone: these times are never edited, and a date picker would show the browser's zone.
 */
export async function FirmDateField(props: FieldProps) {
  const { field, path, value, siblingData, i18n, payload } = props
  const zone = await requestTimeZone(payload)
  const stored = siblingData?.[field.name] ?? value
  const id = `field-${(path ?? field.name).replace(/\./g, '__')}`
  const description = field.admin?.description
  return (
    <div className="field-type lead-firm-date" id={id}>
      <span className="field-label">{getTranslation(field.label as never, i18n)}</span>
      <p className="lead-firm-date__value">
        {firmDateTime(stored as string, i18n.language, zone) || '—'}
      </p>
      {description ? (
        <p className="field-description">{getTranslation(description as never, i18n)}</p>
      ) : null}
    </div>
  )
}
