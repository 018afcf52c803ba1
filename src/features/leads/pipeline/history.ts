import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import type { Lead } from '@/payload-types'
import { queueRank } from './fields'

type Entry = NonNullable<Lead['history']>[number]

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

type Named = { name?: string | null; email?: string | null } | null | undefined
const nameOf = (user: Named) => user?.name || user?.email || ''

async function assigneeName(req: PayloadRequest, id: unknown) {
  if (id === null || id === undefined || id === '') return '—'
  const user = await req.payload
    .findByID({ collection: 'users', id: id as number, depth: 0, req, disableErrors: true })
    .catch(() => null)
  return nameOf(user) || `#${String(id)}`
}

/**
 * Keeps the intake pipeline honest: every status change, assignment and note goes to the
 * history with its author and time, and the first time a lead leaves `new` is its first contact.
 * History and first contact are read-only fields, written only here, so nobody can rewrite them.
 */
export const recordPipeline: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const at = new Date().toISOString()
  // Names, not links: the history stays readable for agents (who cannot list staff) and after
  // an account is deleted.
  const by = nameOf(req.user as Named) || 'system'
  const entries: Entry[] = []
  const add = (action: Entry['action'], detail: string) => entries.push({ action, detail, at, by })

  if (data.status && data.status !== originalDoc.status) {
    add('status', `${originalDoc.status ?? 'new'} → ${data.status}`)
    if (data.status !== 'new' && !originalDoc.firstContactAt) data.firstContactAt = at
    // Whoever works an unassigned lead has it: it must not stay "Unassigned" once contacted.
    const unassigned = !idOf('assignedTo' in data ? data.assignedTo : originalDoc.assignedTo)
    if (data.status !== 'new' && unassigned && req.user) data.assignedTo = req.user.id
  }
  const assignee = idOf(data.assignedTo)
  if (
    'assignedTo' in data &&
    String(assignee ?? '') !== String(idOf(originalDoc.assignedTo) ?? '')
  ) {
    add('assignment', await assigneeName(req, assignee))
  }
  const note = typeof data.note === 'string' ? data.note.trim() : ''
  if (note) add('note', note.slice(0, 5000))
  data.note = null

  const status = data.status ?? originalDoc.status
  const assigned = 'assignedTo' in data ? assignee : idOf(originalDoc.assignedTo)
  data.queue = queueRank(status, assigned)

  if (entries.length) data.history = [...((originalDoc.history as Entry[]) ?? []), ...entries]
  return data
}
