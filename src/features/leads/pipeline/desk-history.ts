import type { CollectionBeforeChangeHook, RequestContext } from 'payload'
import type { Lead } from '@/payload-types'

export type HistoryEntry = NonNullable<Lead['history']>[number]
type DeskEntry = Pick<HistoryEntry, 'action' | 'detail'>

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** History entries a server-side step asks for (a logged call, a merge), via the update's context. */
export const withHistory = (...entries: DeskEntry[]): RequestContext => ({ deskHistory: entries })

const stamp = (date: string | null | undefined) => (date ? new Date(date).toISOString() : '—')

/**
 * The intake desk's part of the history: a changed next action or due time, a matter recorded
 * when the lead is retained, and the entries a server step passes in its context. Runs after
 * `recordPipeline`, so it appends to whatever that hook wrote. A new due time clears the "due" flag.
 */
export const recordDeskChanges: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const at = new Date().toISOString()
  const user = req.user as { name?: string | null; email?: string | null } | null
  const by = user?.name || user?.email || 'system'
  const entries: DeskEntry[] = [...((context.deskHistory as DeskEntry[] | undefined) ?? [])]

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
  if (!entries.length) return data
  const before = (data.history as HistoryEntry[] | undefined) ?? originalDoc.history ?? []
  data.history = [...before, ...entries.map((entry) => ({ ...entry, at, by }))]
  return data
}
