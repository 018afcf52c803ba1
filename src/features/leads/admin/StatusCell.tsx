import type { I18n } from '@payloadcms/translations'
import type { SelectField } from 'payload'
import { optionText, staffText, waitedFor } from './staff-text'
import { ReturningMark, UnreadText } from './UnreadText'
import { WaitingTime } from './WaitingTime.client'

type Props = {
  cellData?: unknown
  rowData?: {
    receivedAt?: string
    assignedTo?: unknown
    firstContactAt?: string | null
    clientTextAt?: string | null
    clientTextSeenAt?: string | null
    duplicateOf?: unknown
    status?: string | null
  }
  field: SelectField
  i18n: I18n
}

/**
 * Status in the leads list; a new lead never contacted also shows how long it has waited for a
 * first call (the wait ends at the first contact, even if the lead is set back to new).
 */
export function StatusCell({ cellData, rowData, field, i18n }: Props) {
  const status = String(cellData ?? 'new')
  const waiting = status === 'new' && rowData?.receivedAt && !rowData.firstContactAt
  return (
    <span style={{ display: 'grid', gap: '.25rem' }}>
      <span>{optionText(field, status, i18n.language)}</span>
      {waiting ? (
        <strong className="lead-waiting">
          <WaitingTime
            receivedAt={rowData.receivedAt!}
            initial={staffText(i18n, 'staff:waiting', {
              time: waitedFor(i18n, rowData.receivedAt!),
            })}
          />
        </strong>
      ) : null}
      <UnreadText lead={rowData} i18n={i18n} />
      <ReturningMark lead={rowData} i18n={i18n} />
    </span>
  )
}
