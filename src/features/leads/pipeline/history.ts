import type { CollectionBeforeChangeHook, PayloadRequest, RequestContext } from 'payload'
import type { Lead } from '@/payload-types'
import { queueRank } from './fields'

export type HistoryEntry = NonNullable<Lead['history']>[number]
type Entry = HistoryEntry
type StepEntry = Pick<Entry, 'action' | 'detail'>

/** The history note of a reply that may revoke consent to texts (leads/messaging/revocation-check.ts). */
export const mayRevoke = 'sms-may-revoke · '

/** History entries a server-side step asks for (a logged call, a merge), via the update's context. */
export const withHistory = (...entries: StepEntry[]): RequestContext => ({ deskHistory: entries })

const stamp = (date: string | null | undefined) => (date ? new Date(date).toISOString() : '—')

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
 * The intake desk's part: a changed next action or due time (a new due time clears the "due"
 * flag) and the matter recorded when the lead is retained.
 */
async function deskEntries(
  data: Partial<Lead>,
  originalDoc: Lead,
  req: PayloadRequest,
): Promise<StepEntry[]> {
  const entries: StepEntry[] = []
  const action = 'nextAction' in data ? data.nextAction : originalDoc.nextAction
  const due = 'nextActionDue' in data ? data.nextActionDue : originalDoc.nextActionDue
  if (action !== originalDoc.nextAction || stamp(due) !== stamp(originalDoc.nextActionDue)) {
    entries.push({ action: 'follow-up', detail: `${action ?? '—'} · ${stamp(due)}` })
    if (stamp(due) !== stamp(originalDoc.nextActionDue)) data.followUpDue = false
  }
  if (data.status === 'retained' && originalDoc.status !== 'retained') {
    const type = data.matterType ?? originalDoc.matterType
    const attorney = idOf(data.responsibleAttorney ?? originalDoc.responsibleAttorney)
    const found = attorney
      ? await req.payload
          .findByID({ collection: 'attorneys', id: attorney as number, depth: 0, req })
          .catch(() => null)
      : null
    entries.push({ action: 'retained', detail: `${type} · ${found?.name ?? `#${attorney}`}` })
  }
  return entries
}

/**
 * Keeps the intake pipeline honest, the one writer of a lead's history: every status change,
 * assignment, note, follow-up, retained matter and server step (call, merge, due reminder) goes
 * to it with its author and time, and the first time a lead leaves `new` is its first contact.
 * History and first contact are read-only fields, written only here, so nobody can rewrite them.
 */
export const recordPipeline: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
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
    // Merging is no contact: the person is contacted (or not) on the kept lead.
    const worked = data.status !== 'new' && data.status !== 'merged'
    if (worked && !originalDoc.firstContactAt) data.firstContactAt = at
    // Whoever works an unassigned lead has it: it must not stay "Unassigned" once contacted.
    const unassigned = !idOf('assignedTo' in data ? data.assignedTo : originalDoc.assignedTo)
    if (worked && unassigned && req.user) data.assignedTo = req.user.id
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

  const steps = (context.deskHistory as StepEntry[] | undefined) ?? []
  for (const entry of [...steps, ...(await deskEntries(data, originalDoc as Lead, req))]) {
    entries.push({ ...entry, at, by })
  }

  const status = data.status ?? originalDoc.status
  const assigned = 'assignedTo' in data ? assignee : idOf(originalDoc.assignedTo)
  data.queue = queueRank(status, assigned, data.receivedAt ?? originalDoc.receivedAt)

  if (entries.length) data.history = [...((originalDoc.history as Entry[]) ?? []), ...entries]
  return data
}
