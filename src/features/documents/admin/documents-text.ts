import type { I18n } from '@payloadcms/translations'
import type { DocumentsTextKey } from './texts'

/** The documents' admin texts in the admin's language (registered in the admin translations). */
export function documentsText(i18n: Pick<I18n, 't'>, key: DocumentsTextKey) {
  return (i18n.t as (key: string) => string)(key)
}
