import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { OutboxWork } from '../delivery/delivery-rows'
import { addBusinessTime, onDuty, type Schedule } from '@/features/schedule'
import { byRotation } from './rotation'
import { staffName } from './staff-names'

export type Assignment = {
  assignedTo: number | null
  /** The lead's first history entry (the insert runs below Payload's pipeline hook). */
  history: { action: 'assignment'; detail: string; by: string; at: string }[]
  work: OutboxWork[]
}

/**
 * Who takes a new lead and the alert work that follows: the agent who already has the person
 * (a repeat form) when on duty, else the agent on duty next in rotation (after hours: the
 * after-hours agent), alerted at once, and the first escalation step due after
 * the escalation delay of business time. With nobody on duty the lead stays unassigned and the
 * manager, if set, is alerted instead. Spam gets nothing. `schedule` is the Intake schedule as
 * read for this lead (its reply reads the same).
 */
export async function assignmentWork(
  payload: Payload,
  lead: { spam: boolean; personAgent?: number | null },
  now: Date,
  schedule: Schedule,
): Promise<Assignment> {
  const none: Assignment = { assignedTo: null, history: [], work: [] }
  if (lead.spam) return none
  const onDutyNow = onDuty(schedule, now)
  // A person who writes again goes back to the agent who has them, when that agent is on duty.
  const returning = lead.personAgent && onDutyNow.includes(lead.personAgent)
  const [agent] = returning ? [lead.personAgent!] : await byRotation(payload, onDutyNow)
  const at = now.toISOString()
  const escalation: OutboxWork = {
    channel: 'escalation',
    data: { step: 1 },
    dueAt: addBusinessTime(schedule, now, schedule.escalationMs).toISOString(),
  }
  if (!agent) {
    if (!schedule.manager) return none
    const alert: OutboxWork = {
      channel: 'agent-alert',
      target: String(schedule.manager),
      dueAt: at,
    }
    return { ...none, work: [alert] }
  }
  return {
    assignedTo: agent,
    history: [
      {
        action: 'assignment',
        detail: `${await staffName(payload, agent)} (${returning ? 'returning' : 'rotation'})`,
        by: 'system',
        at,
      },
    ],
    work: [{ channel: 'agent-alert', target: String(agent), dueAt: at }, escalation],
  }
}

/** Payload's array rows have a text id; this one is written by hand, so it makes its own. */
export const arrayRowId = () => randomBytes(12).toString('hex')
