import { getTranslation, type I18n } from '@payloadcms/translations'

type Props = { field: { label?: unknown }; i18n: I18n }

/** The heading of a lead's consent record, above its fields. */
export function ConsentHeading({ field, i18n }: Props) {
  return (
    <h3 className="lead-consent-heading" style={{ margin: '1.5rem 0 0.75rem' }}>
      {getTranslation(field.label as never, i18n)}
    </h3>
  )
}
