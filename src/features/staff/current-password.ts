import crypto from 'node:crypto'
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

// Payload's password hash format (auth/strategies/local/generatePasswordSaltHash, not exported):
// `pbkdf2-sha256-v1:<hex>` with 600,000 rounds and 32 bytes, or a legacy hex hash of 25,000
// rounds and 512 bytes.
const currentPrefix = 'pbkdf2-sha256-v1:'

function hashMatches(password: string, salt: string, stored: string): Promise<boolean> {
  const current = stored.startsWith(currentPrefix)
  const hex = current ? stored.slice(currentPrefix.length) : stored
  const [rounds, length] = current ? [600_000, 32] : [25_000, 512]
  return new Promise((resolve) =>
    crypto.pbkdf2(password, salt, rounds, length, 'sha256', (error, derived) => {
      const expected = Buffer.from(hex, 'hex')
      resolve(
        !error && derived.length === expected.length && crypto.timingSafeEqual(derived, expected),
      )
    }),
  )
}

type Stored = { email?: string; hash?: string | null; salt?: string | null }

/** The stored account (hash and salt included: the database adapter, no hooks). */
export async function storedAccount(req: PayloadRequest, id: number | string) {
  return (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })) as Stored | null
}

/** Whether `password` is this account's current password. */
export async function isCurrentPassword(account: Stored | null, password: unknown) {
  if (!account?.hash || !account.salt || typeof password !== 'string' || !password) return false
  return hashMatches(password, account.salt, account.hash)
}

const unknownSalt = crypto.randomBytes(32).toString('hex')
const unknownHash = `${currentPrefix}${'0'.repeat(64)}`

/**
 * A login for an e-mail no account has: the same password hash an existing account costs
 * Payload, so the time of the answer does not tell whether the e-mail exists (the login limit's
 * floor then covers the rest).
 */
export const equalTimeLogin: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const { email, password } = ((args as { data?: Record<string, unknown> }).data ?? {}) as {
    email?: unknown
    password?: unknown
  }
  if (typeof email !== 'string' || typeof password !== 'string') return args
  const found = await req.payload.db.findOne({
    collection: collection.slug,
    where: { email: { equals: email.trim().toLowerCase() } },
    req,
  })
  if (!found) await hashMatches(password, unknownSalt, unknownHash)
  return args
}
