import type { Payload, PayloadRequest } from 'payload'
import { withHistory } from '../pipeline/history'
import { addBusinessTime, readSchedule, type Schedule } from '@/features/schedule'

export const callOutcomes = ['reached', 'no-answer', 'voicemail', 'wrong-number'] as const
export type CallOutcome = (typeof callOutcomes)[number]

/** How long after an unanswered call the agent calls back, in the firm's business time. */
export const callBackAfterMs = 2 * 60 * 60_000

/** When to call back after an unanswered call: 2 business hours on, or null when none is due. */
export function callBackAt(schedule: Schedule, outcome: CallOutcome, now: Date): Date | null {
  if (outcome !== 'no-answer' && outcome !== 'voicemail') return null
  return addBusinessTime(schedule, now, callBackAfterMs)
}

/**
 * A logged call: counts the attempt, and when the client was not reached (no answer, voicemail)
 * gives the lead its follow-up on its own, "call back" 2 business hours later, which schedules its
 * reminder; a reached client closes a pending call back. Called by the lead page's "log a call".
 * Returns the follow-up's due time, if any.
 */
export async function followUpAfterUnansweredCall(
  payload: Payload,
  leadId: number,
  outcome: CallOutcome,
  now = new Date(),
  /** The agent's request, so the history names who called. */
  req?: PayloadRequest,
) {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
  const due = callBackAt(await readSchedule(payload), outcome, now)
  // Reached: the pending call back is done; clearing its due time skips its reminder
  // (follow-up-schedule.ts) and lowers the "due" flag (pipeline/history.ts).
  const answered = outcome === 'reached' && lead.nextAction === 'call-back'
  await payload.update({
    collection: 'leads',
    id: leadId,
    data: {
      contactAttempts: (lead.contactAttempts ?? 0) + 1,
      ...(due ? { nextAction: 'call-back' as const, nextActionDue: due.toISOString() } : {}),
      ...(answered ? { nextAction: null, nextActionDue: null } : {}),
    },
    context: withHistory({ action: 'call', detail: outcome }),
    ...(req ? { req, overrideAccess: true } : {}),
  })
  return { nextActionDue: due?.toISOString() ?? null }
}
