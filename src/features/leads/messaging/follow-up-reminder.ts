import type { DeliveryJob, SendResult } from '../delivery/channel-types'
import { withHistory } from '../pipeline/history'
import { alertStaff } from './agent-alert'

/** Statuses with nothing left to follow up. */
const closed = new Set(['retained', 'not-qualified', 'spam', 'merged'])

const same = (a: unknown, b: unknown) =>
  Boolean(a && b) && new Date(String(a)).getTime() === new Date(String(b)).getTime()

/**
 * A follow-up fell due: the lead is flagged "due", the history says so and its agent is alerted.
 * A row whose due time is no longer the lead's (rescheduled, cleared) or whose lead is closed is
 * skipped. Re-running after a failed alert does not repeat the history entry.
 */
export async function sendFollowUpReminder({
  payload,
  delivery,
}: DeliveryJob): Promise<SendResult> {
  const leadId = typeof delivery.lead === 'object' ? delivery.lead.id : delivery.lead
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
  const dueAt = (delivery.data as { dueAt?: string } | null)?.dueAt
  if (closed.has(lead.status)) return { skipped: `lead ${lead.status}` }
  if (!same(lead.nextActionDue, dueAt)) return { skipped: 'rescheduled' }
  if (!lead.followUpDue) {
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { followUpDue: true },
      context: withHistory({
        action: 'follow-up',
        detail: `due · ${lead.nextAction ?? '—'} · ${new Date(dueAt!).toISOString()}`,
      }),
    })
  }
  // The assignee is alerted through the speed-to-lead channels (push, open tabs, SMS).
  const agent = Number(delivery.target)
  if (!Number.isInteger(agent)) return { result: 'follow-up due: unassigned' }
  return { result: `follow-up due: ${await alertStaff(payload, agent, lead, new Date())}` }
}
