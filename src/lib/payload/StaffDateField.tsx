import { DateTimeField } from '@payloadcms/ui'
import { getTranslation, type I18n } from '@payloadcms/translations'
import type { DateFieldClient, DateField as DateFieldConfig } from 'payload'

/** How a date and time reads in each admin language (date-fns patterns, as Payload's picker). */
const patterns = {
  es: { time: 'HH:mm', display: "d 'de' MMM yyyy, HH:mm" },
  en: { time: 'h:mm aa', display: 'MMM d, yyyy, h:mm aa' },
}

type Props = {
  clientField: DateFieldClient
  field: DateFieldConfig
  i18n: I18n
  path: string
  readOnly?: boolean
  schemaPath?: string
}

/**
 * Payload's date-and-time field in the request's admin language: its label, its picker's time
 * list captioned with Payload's own "Hora"/"Time" (the picker's default is always the English
 * "Time"), and times written as the language writes them (13:00 / 1:00 PM). Rendered on the
 * server, where the request's language is known: the field Payload hands a custom component is
 * shared by every language (its label came out in Spanish in the English admin).
 */
export function StaffDateField({ clientField, field, i18n, path, readOnly, schemaPath }: Props) {
  const pattern = patterns[i18n.language === 'en' ? 'en' : 'es']
  const date = (clientField.admin?.date ?? {}) as { overrides?: Record<string, unknown> }
  const localized: DateFieldClient = {
    ...clientField,
    label: getTranslation(field.label as never, i18n),
    admin: {
      ...clientField.admin!,
      date: {
        ...date,
        timeFormat: pattern.time,
        displayFormat: pattern.display,
        overrides: { ...date.overrides, timeCaption: i18n.t('general:time') },
      },
    },
  }
  return <DateTimeField field={localized} path={path} readOnly={readOnly} schemaPath={schemaPath} />
}
