import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf } from '../drizzle-access'

/*
 * A client's text is unread on the inbox until the lead's page shows it. Both marks are written
 * straight to their columns: they are no staff change, so no history line, audit event or
 * follow-up hook runs for them.
 */

/** The client wrote (not a keyword): the lead shows as unread. */
export async function markClientText(payload: Payload, leadId: number, at: Date) {
  const { drizzle, leads } = drizzleOf(payload)
  await drizzle.update(leads).set({ clientTextAt: at.toISOString() }).where(eq(leads.id, leadId))
}

/** The lead's page showed the conversation: read. */
export async function markTextsSeen(payload: Payload, leadId: number, at: Date) {
  const { drizzle, leads } = drizzleOf(payload)
  await drizzle
    .update(leads)
    .set({ clientTextSeenAt: at.toISOString() })
    .where(eq(leads.id, leadId))
}

/** Whether the client's newest text came after the page last showed the conversation. */
export const hasUnreadText = (lead: {
  clientTextAt?: string | null
  clientTextSeenAt?: string | null
}) =>
  Boolean(lead.clientTextAt) &&
  (!lead.clientTextSeenAt || Date.parse(lead.clientTextSeenAt) < Date.parse(lead.clientTextAt!))
