import Link from 'next/link'
import type { I18n } from '@payloadcms/translations'
import { MergeButton } from './MergeButton.client'
import { staffText } from './staff-text'

type Props = { value?: unknown; i18n: I18n; data?: { status?: string | null } }

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * "Possible duplicate of #N", linked to the earlier lead with the same phone digits, and the
 * button that merges this lead into it.
 */
export function DuplicateNotice({ value, i18n, data }: Props) {
  const id = idOf(value)
  if (id === null || id === undefined || id === '') return null
  const into = String(id)
  return (
    <div
      className="lead-duplicate"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '1rem',
        alignItems: 'center',
        margin: '0 0 1rem',
      }}
    >
      <p role="status" style={{ margin: 0, fontWeight: 600 }}>
        <Link href={`/admin/collections/leads/${into}`}>
          {staffText(i18n, 'staff:duplicateOf', { id: into })}
        </Link>
      </p>
      {data?.status === 'merged' ? null : (
        <MergeButton
          texts={{
            merge: staffText(i18n, 'staff:mergeInto', { id: into }),
            merging: staffText(i18n, 'staff:merging'),
            confirm: staffText(i18n, 'staff:mergeConfirm', { id: into }),
            failed: staffText(i18n, 'staff:mergeFailed', { error: '{{error}}' }),
          }}
        />
      )}
    </div>
  )
}
