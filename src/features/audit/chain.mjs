import { createHash, createHmac, hkdfSync } from 'node:crypto'

/**
 * The audit trail's hash chain, in plain JavaScript so the server (record.ts) and the
 * `audit:verify` command compute the same hash. Each event's hash covers its own fields and the
 * previous event's hash: changing, removing or reordering a stored event breaks every later link.
 *
 * The hash is keyed (HMAC-SHA256, key derived from PAYLOAD_SECRET): someone who can write the
 * database but not read the server's secret cannot recompute the hashes after changing an event,
 * not even the last one. Events written before the key (plain SHA-256) still verify: a chain is
 * a run of unkeyed events followed by keyed ones, and an unkeyed event after a keyed one fails.
 */

/** The "previous hash" of the first event. */
export const genesisHash = '0'.repeat(64)

/** JSON with object keys sorted: PostgreSQL's jsonb reorders keys, the hash must not change. */
function canonical(value) {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object') {
    // A key whose value is undefined is not stored (JSON leaves it out): it is not hashed either,
    // or the event written would not verify once read back.
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * @typedef {{ seq: number, action: string, user?: string | null, userId?: number | null,
 *   lead?: number | null, at: string | Date, ip?: string | null, details?: unknown,
 *   prevHash: string }} ChainedFields
 */

/**
 * The chain's key: HKDF-SHA256 of PAYLOAD_SECRET for this use only (as sealed-text.ts derives
 * its keys), so it is not the key that signs sessions.
 * @param {string} secret
 */
export function chainKey(secret) {
  return Buffer.from(hkdfSync('sha256', secret, 'audit-chain', 'audit trail HMAC-SHA256 v1', 32))
}

/**
 * An event's hash: HMAC-SHA256 with the chain's key, or plain SHA-256 (events written before
 * the key) without one.
 * @param {ChainedFields} event
 * @param {Buffer} [key]
 */
export function eventHash(event, key) {
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
  const text = canonical(fields)
  const hash = key ? createHmac('sha256', key) : createHash('sha256')
  return hash.update(text).digest('hex')
}

/**
 * Checks stored events in `seq` order (fed in pages) against the chain's key. `next` returns the
 * first bad event, or null; `summary` the head (its seq and hash, for the operator to keep
 * elsewhere: events cut off the end leave an intact chain) and where keying started.
 * @param {Buffer} key
 * @returns {{
 *   next: (row: ChainedFields & { id: unknown, hash: string }) => string | null,
 *   summary: () => { events: number, unkeyed: number, head: { seq: number, hash: string } | null }
 * }}
 */
export function chainChecker(key) {
  let expectedSeq = 1
  let previous = genesisHash
  let keyed = false
  let unkeyed = 0
  return {
    next(row) {
      const seq = Number(row.seq)
      if (seq !== expectedSeq) {
        return `event #${row.id} has seq ${seq}, expected ${expectedSeq} (an event is missing)`
      }
      if (row.prevHash !== previous) {
        return `event #${row.id} (seq ${seq}) does not carry the previous event's hash`
      }
      if (eventHash(row, key) === row.hash) {
        keyed = true
      } else if (!keyed && eventHash(row) === row.hash) {
        unkeyed += 1
      } else {
        const why =
          keyed && eventHash(row) === row.hash ? ' (its hash recomputed without the key)' : ''
        return `event #${row.id} (seq ${seq}) was changed after it was written${why}`
      }
      expectedSeq += 1
      previous = row.hash
      return null
    },
    summary() {
      const events = expectedSeq - 1
      return { events, unkeyed, head: events ? { seq: events, hash: previous } : null }
    },
  }
}
