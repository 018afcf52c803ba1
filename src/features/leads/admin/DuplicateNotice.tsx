import Link from 'next/link'
import type { I18n } from '@payloadcms/translations'
import { staffText } from './staff-text'

type Props = { value?: unknown; i18n: I18n }

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** "Possible duplicate of #N", linked to the earlier lead with the same phone digits. */
export function DuplicateNotice({ value, i18n }: Props) {
  const id = idOf(value)
  if (id === null || id === undefined || id === '') return null
  return (
    <p role="status" className="lead-duplicate" style={{ margin: '0 0 1rem', fontWeight: 600 }}>
      <Link href={`/admin/collections/leads/${String(id)}`}>
        {staffText(i18n, 'staff:duplicateOf', { id: String(id) })}
      </Link>
    </p>
  )
}
