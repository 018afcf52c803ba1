import type { I18n } from '@payloadcms/translations'
import { DuplicateNotice } from './DuplicateNotice'

type Props = { cellData?: unknown; rowData?: { duplicateOf?: unknown }; i18n: I18n }

/** The phone column of the leads list, flagged when an earlier lead has the same digits. */
export function PhoneCell({ cellData, rowData, i18n }: Props) {
  return (
    <span style={{ display: 'grid', gap: '.25rem' }}>
      <span>{String(cellData ?? '')}</span>
      <DuplicateNotice value={rowData?.duplicateOf} i18n={i18n} />
    </span>
  )
}
