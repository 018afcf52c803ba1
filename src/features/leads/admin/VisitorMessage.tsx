import { getTranslation, type I18n } from '@payloadcms/translations'

type Props = { field: { label?: unknown }; data?: { mensaje?: string | null }; i18n: I18n }

/**
 * The visitor's own message at the top of the lead's page, where the agent reads it before the
 * call (its record stays under "What the client sent", below the history). Rendered as text:
 * whatever the visitor typed is shown, never run.
 */
export function VisitorMessage({ field, data, i18n }: Props) {
  const message = data?.mensaje?.trim()
  if (!message) return null
  return (
    <figure className="lead-visitor-message">
      <figcaption className="field-label">{getTranslation(field.label as never, i18n)}</figcaption>
      <blockquote>{message}</blockquote>
    </figure>
  )
}
