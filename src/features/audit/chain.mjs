import { createHash } from 'node:crypto'

/**
 * The audit trail's hash chain, in plain JavaScript so the server (record.ts) and the
 * `audit:verify` command compute the same hash. Each event's hash covers its own fields and the
 * previous event's hash: changing, removing or reordering a stored event breaks every later link.
 */

/** The "previous hash" of the first event. */
export const genesisHash = '0'.repeat(64)

/** JSON with object keys sorted: PostgreSQL's jsonb reorders keys, the hash must not change. */
function canonical(value) {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object') {
    const keys = Object.keys(value).sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * @typedef {{ seq: number, action: string, user?: string | null, userId?: number | null,
 *   lead?: number | null, at: string | Date, ip?: string | null, details?: unknown,
 *   prevHash: string }} ChainedFields
 */

/** @param {ChainedFields} event */
export function eventHash(event) {
  const fields = {
    seq: Number(event.seq),
    action: event.action,
    user: event.user ?? null,
    userId: event.userId ?? null,
    lead: event.lead ?? null,
    at: new Date(event.at).toISOString(),
    ip: event.ip ?? null,
    details: event.details ?? null,
    prevHash: event.prevHash,
  }
  return createHash('sha256').update(canonical(fields)).digest('hex')
}

/**
 * Checks stored events in `seq` order (fed in pages). Returns the first bad event, or null.
 * @returns {{ next: (row: ChainedFields & { id: unknown, hash: string }) => string | null }}
 */
export function chainChecker() {
  let expectedSeq = 1
  let previous = genesisHash
  return {
    next(row) {
      const seq = Number(row.seq)
      if (seq !== expectedSeq) {
        return `event #${row.id} has seq ${seq}, expected ${expectedSeq} (an event is missing)`
      }
      if (row.prevHash !== previous) {
        return `event #${row.id} (seq ${seq}) does not carry the previous event's hash`
      }
      if (eventHash(row) !== row.hash) {
        return `event #${row.id} (seq ${seq}) was changed after it was written`
      }
      expectedSeq += 1
      previous = row.hash
      return null
    },
  }
}
