import type { I18n } from '@payloadcms/translations'
import type { AuditTextKey } from './texts'

/** The audit trail's admin texts in the admin's language (registered in the admin translations). */
export function auditText(i18n: Pick<I18n, 't'>, key: AuditTextKey) {
  return (i18n.t as (key: string) => string)(key)
}
