import type { I18n } from '@payloadcms/translations'
import { textStatusText } from './text-status'

/** A text's delivery status in the texts list, in the admin's language. */
export function TextStatusCell({ cellData, i18n }: { cellData?: unknown; i18n: I18n }) {
  return <span>{cellData ? textStatusText(i18n, String(cellData)) : null}</span>
}
