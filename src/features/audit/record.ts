import { desc } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { clientIp } from '@/lib/client-ip'
import { rawDatabase } from '@/lib/payload/raw-database'
import { payloadSecret } from '@/lib/payload/secret'
import { chainKey, eventHash, genesisHash } from './chain.mjs'
import type { AuditAction } from './audit-events.collection'

export type AuditEvent = {
  action: AuditAction
  /** The staff account acting: its e-mail and id (kept as text: it outlives the account). */
  user?: { id: number | string; email?: string | null } | null
  lead?: number | string | null
  ip?: string | null
  details?: Record<string, unknown>
}

function tableOf(payload: Payload) {
  const { drizzle, tables } = rawDatabase(payload)
  return { drizzle, table: tables.audit_events }
}

let key: Buffer | undefined
/** The chain's key, derived once from PAYLOAD_SECRET (chain.mjs). */
const auditKey = () => (key ??= chainKey(payloadSecret()))

const attempts = 50
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Appends one event to the chain. Instances write concurrently: each append reads the last
 * event and inserts `seq + 1` with that event's hash as `prevHash`, both UNIQUE in the database,
 * so of two appends after the same event one fails and retries on the new last event: the
 * chain never forks. It writes outside the caller's transaction (the table is nobody else's),
 * so a rolled-back change still leaves its attempt on record.
 */
export async function recordAudit(payload: Payload, event: AuditEvent): Promise<void> {
  const { drizzle, table } = tableOf(payload)
  const leadId = event.lead === null || event.lead === undefined ? null : Number(event.lead)
  let lastError: unknown
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [last] = await drizzle
      .select({ seq: table.seq, hash: table.hash })
      .from(table)
      .orderBy(desc(table.seq))
      .limit(1)
    const fields = {
      seq: (last ? Number(last.seq) : 0) + 1,
      action: event.action,
      user: event.user?.email ?? (event.user ? `#${event.user.id}` : null),
      userId: event.user ? Number(event.user.id) : null,
      lead: leadId,
      at: new Date().toISOString(),
      ip: event.ip ?? null,
      details: event.details ?? null,
      prevHash: last?.hash ?? genesisHash,
    }
    try {
      await drizzle.insert(table).values({ ...fields, hash: eventHash(fields, auditKey()) })
      return
    } catch (error) {
      lastError = error
      await pause(Math.random() * 20 * (attempt + 1))
    }
  }
  throw lastError
}

/** An event of a staff request: its user and address. */
export function recordRequestAudit(req: PayloadRequest, event: Omit<AuditEvent, 'user' | 'ip'>) {
  const user = req.user as { id: number; email?: string } | null
  return recordAudit(req.payload, {
    ...event,
    user: user ? { id: user.id, email: user.email } : null,
    ip: clientIp(req.headers),
  })
}
