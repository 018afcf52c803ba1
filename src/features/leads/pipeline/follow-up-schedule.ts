import type { CollectionAfterChangeHook } from 'payload'
import type { Lead } from '@/payload-types'
import { queueWork, skipPending } from './outbox-writes'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

const stamp = (date: string | null | undefined) => (date ? new Date(date).toISOString() : null)

/** The reminder's target: the agent who has the lead, or `unassigned`. */
export const reminderTarget = (lead: Pick<Lead, 'assignedTo'>) =>
  String(idOf(lead.assignedTo) ?? 'unassigned')

/**
 * Keeps one reminder per lead in the outbox: a new due time (or a new assignee) skips the
 * pending one and writes a row due at the follow-up's time, targeted at the assignee.
 */
export const scheduleFollowUp: CollectionAfterChangeHook<Lead> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  const due = stamp(doc.nextActionDue)
  const moved = due !== stamp(previousDoc?.nextActionDue)
  const reassigned = reminderTarget(doc) !== reminderTarget(previousDoc ?? doc)
  if (!moved && !(reassigned && due)) return doc
  await skipPending(req, doc.id, 'follow-up', 'rescheduled')
  if (due) {
    await queueWork(req, doc.id, {
      channel: 'follow-up',
      target: reminderTarget(doc),
      data: { dueAt: due, nextAction: doc.nextAction ?? null },
      dueAt: due,
    })
  }
  return doc
}
