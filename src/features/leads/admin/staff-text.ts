import type { I18n } from '@payloadcms/translations'
import type { Field, SelectField } from 'payload'
import type { StaffTextKey } from './texts'

type AnyI18n = Pick<I18n, 't' | 'language'>

/** The staff side's own texts, in the admin's language (registered in the admin translations). */
export function staffText(i18n: AnyI18n, key: StaffTextKey, vars?: Record<string, unknown>) {
  return (i18n.t as (key: string, vars?: Record<string, unknown>) => string)(key, vars)
}

/** The label of a select option in the admin's language (the value when it has none). */
export function optionText(field: Pick<SelectField, 'options'>, value: unknown, language: string) {
  const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === value)
  if (!option || typeof option === 'string') return String(value ?? '')
  const label = option.label as string | Record<string, string>
  return typeof label === 'string' ? label : (label[language] ?? label.es ?? String(value))
}

/** A collection's select field by name, for `optionText`. */
export function selectField(fields: Field[], name: string): Pick<SelectField, 'options'> {
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  return field?.type === 'select' ? field : { options: [] }
}

/** '12 min', '3 h', '2 d': a duration as staff read it. */
export function durationText(i18n: AnyI18n, totalMinutes: number) {
  const minutes = Math.max(0, Math.floor(totalMinutes))
  if (minutes < 60) return staffText(i18n, 'staff:minutes', { count: minutes })
  if (minutes < 48 * 60) return staffText(i18n, 'staff:hours', { count: Math.floor(minutes / 60) })
  return staffText(i18n, 'staff:days', { count: Math.floor(minutes / 1440) })
}

/** How long a lead received at `since` has waited. */
export function waitedFor(i18n: AnyI18n, since: string | Date, now = Date.now()) {
  return durationText(i18n, (now - new Date(since).getTime()) / 60_000)
}
