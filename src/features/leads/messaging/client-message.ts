import type { Payload } from 'payload'
import { queueOnce } from '../delivery/queue-once'

/**
 * A client's message for staff (not a keyword): the lead's agent is alerted like for a new lead
 * (open tabs, push, SMS when no device took it), through the outbox, once per message.
 */
export async function alertAgentOfReply(
  payload: Payload,
  lead: { id: number; assignedTo?: number | { id: number } | null },
  sid: string,
  body: string,
  channel: 'sms' | 'whatsapp' = 'sms',
) {
  const agent = typeof lead.assignedTo === 'object' ? lead.assignedTo?.id : lead.assignedTo
  if (!agent) return
  const now = new Date().toISOString()
  const data = { kind: 'client-reply', body: body.slice(0, 1000), channel }
  const work = { channel: 'agent-alert' as const, target: String(agent), data, dueAt: now }
  await queueOnce(payload, lead.id, work, `client-reply-${sid || now}`)
}
