import type { I18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { cache } from 'react'
import { adminSessionUser } from '@/lib/access/admin-session'
import { hasRole } from '@/lib/access/roles'
import { staffText } from './staff-text'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * The name (or e-mail) of a staff account, once per request. Agents cannot list staff accounts,
 * so Payload would show a colleague as "Untitled - ID: 3"; only the name and e-mail are read.
 */
const staffName = cache(async (payload: Payload, id: number | string) => {
  const user = await payload
    .findByID({
      collection: 'users',
      id,
      depth: 0,
      select: { name: true, email: true },
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  return user ? user.name || user.email : `#${String(id)}`
})

type CellProps = { cellData?: unknown; payload: Payload; i18n: I18n }

/** The "Assigned to" column of the leads list: the agent's name, or "Unassigned". */
export async function AssigneeCell({ cellData, payload, i18n }: CellProps) {
  const id = idOf(cellData)
  if (id === null || id === undefined || id === '') {
    return <span>{staffText(i18n, 'staff:unassigned')}</span>
  }
  return <span>{await staffName(payload, id as number)}</span>
}

type FieldProps = {
  value?: unknown
  data?: { assignedTo?: unknown }
  payload: Payload
  i18n: I18n
  user?: { id: number | string; roles?: string[] | null } | null
}

/**
 * Under the "Assigned to" field, for a viewer who cannot read the assignee's account (an agent
 * looking at a colleague's lead): who has it, by name.
 */
export async function AssigneeNote({ value, data, payload, i18n }: FieldProps) {
  const id = idOf(value ?? data?.assignedTo)
  if (id === null || id === undefined || id === '') return null
  const user = await adminSessionUser(payload)
  if (hasRole(user as never, 'admin') || String(id) === String(user?.id)) return null
  return (
    <p className="field-description lead-assignee" style={{ marginTop: '.25rem' }}>
      {staffText(i18n, 'staff:assignedTo', { name: await staffName(payload, id as number) })}
    </p>
  )
}
