import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'
import type { DeliveryJob, SendResult } from '../delivery/channel-types'
import { alertStaff } from './agent-alert'
import { addBusinessTime, onDuty, readSchedule, type Schedule } from '@/features/schedule'
import { byRotation } from './rotation'
import { staffName } from './staff-names'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : ((value as { id?: number } | null)?.id ?? null)

/** Contacted: a first contact is recorded or the lead left `new`. */
export const contacted = (lead: Lead) => Boolean(lead.firstContactAt) || lead.status !== 'new'

/**
 * Who a step reaches: step 1 the next agent on duty after the lead's own (the manager when there
 * is none), step 2 the manager. Null when the chain has nobody left.
 */
async function stepTarget(
  payload: Payload,
  schedule: Schedule,
  lead: Lead,
  step: number,
  now: Date,
) {
  const assigned = idOf(lead.assignedTo)
  if (step === 1) {
    const others = onDuty(schedule, now).filter((agent) => agent !== assigned)
    const [next] = await byRotation(payload, others)
    if (next) return { user: next, last: !schedule.manager }
  }
  if (step <= 2 && schedule.manager && schedule.manager !== assigned) {
    return { user: schedule.manager, last: true }
  }
  return null
}

/** Appends a history entry as the pipeline hook would (read-only field: local API only). */
async function addHistory(payload: Payload, lead: Lead, detail: string, at: string) {
  const fresh = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
  await payload.update({
    collection: 'leads',
    id: lead.id,
    data: {
      history: [...(fresh.history ?? []), { action: 'assignment', detail, by: 'system', at }],
    },
    depth: 0,
  })
}

/**
 * The escalation channel: a lead still without first contact when its step falls due alerts the
 * next agent on duty (step 1), then the manager (step 2). Each step is written to the lead's
 * history and writes the next step's row, due after the escalation delay of business time; the
 * chain stops at the first contact.
 */
export async function sendEscalation({ payload, delivery, lead, now }: DeliveryJob) {
  if (contacted(lead)) return { skipped: 'lead contacted' } satisfies SendResult
  const step = Number((delivery.data as { step?: unknown } | null)?.step ?? 1)
  const schedule = await readSchedule(payload)
  const target = await stepTarget(payload, schedule, lead, step, now)
  if (!target) return { skipped: 'nobody left to escalate to' }
  const reached = await alertStaff(payload, target.user, lead, now, true)
  const name = await staffName(payload, target.user)
  const at = now.toISOString()
  await addHistory(payload, lead, `Escalation ${step}: ${name} alerted, no first contact yet`, at)
  if (!target.last) {
    await payload.create({
      collection: 'lead-deliveries',
      data: {
        lead: lead.id,
        channel: 'escalation',
        data: { step: step + 1 },
        status: 'pending',
        attempts: 0,
        nextAttemptAt: addBusinessTime(schedule, now, schedule.escalationMs).toISOString(),
        idempotencyKey: `lead-${lead.id}-escalation-${step + 1}-${delivery.id}`,
      },
      overrideAccess: true,
      depth: 0,
    })
  }
  return { result: `step ${step} → ${name}: ${reached}` }
}
