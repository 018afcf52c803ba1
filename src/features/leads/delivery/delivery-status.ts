import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDatabase } from '@/lib/payload/raw-database'
import { firmChannels } from './channels'

/**
 * A lead's delivery status as SQL, computed from its delivery rows at the moment the statement
 * runs, so writing it in the same atomic unit as a delivery's outcome can never leave the lead
 * behind (a crash between two writes once left a delivered lead marked pending).
 * Only the firm's channels count (e-mail, webhook): texts, alerts and timers have their own rows.
 * Every row delivered → delivered; any failed for good → failed; any retrying → failing.
 */
export function leadDeliveryStatus(payload: Payload, leadId: SQL | number): SQL {
  const firm = sql`(${sql.join(
    firmChannels.map((channel) => sql`${channel}`),
    sql`, `,
  )})`
  const rows = (condition: SQL) =>
    sql`EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = ${leadId} AND d.channel IN ${firm} AND ${condition})`
  const status = sql`CASE
    WHEN NOT ${rows(sql`d.status <> 'delivered'`)} THEN 'delivered'
    WHEN ${rows(sql`d.status = 'failed'`)} THEN 'failed'
    WHEN ${rows(sql`d.status = 'pending' AND d.attempts > 0`)} THEN 'failing'
    ELSE 'pending' END`
  // PostgreSQL keeps the column as an enum, which text does not turn into by itself.
  return rawDatabase(payload).isSqlite ? status : sql`(${status})::enum_leads_delivery_status`
}
