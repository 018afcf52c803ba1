import type { PayloadRequest } from 'payload'
import { sealer } from '@/lib/security/sealed-text'

/** The stored second-factor state of one account, as the database holds it (no hooks). */
export type TwoFactorAccount = {
  id: number | string
  email: string
  salt?: string | null
  sessions?: { id: string }[] | null
  twoFactorEnabledAt?: string | null
  twoFactorSecret?: string | null
  twoFactorPendingSecret?: string | null
  twoFactorRecoveryCodes?: unknown
  twoFactorLastStep?: number | null
  twoFactorSessions?: unknown
}

/**
 * The authenticator keys are stored encrypted (AES-256-GCM, key derived from PAYLOAD_SECRET): a
 * copy of the database alone does not give the codes. A key that no longer opens (the secret
 * was changed) reads as none: an admin resets the account's second factor.
 */
const secrets = sealer('staff_totp', 'staff second-factor key v1')
const sealedFields = ['twoFactorSecret', 'twoFactorPendingSecret'] as const

export async function loadAccount(req: PayloadRequest, id: number | string) {
  const account = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })) as TwoFactorAccount | null
  if (!account) return null
  for (const field of sealedFields) {
    const sealed = account[field]
    account[field] = typeof sealed === 'string' && sealed ? secrets.open(sealed) : null
  }
  return account
}

type AccountData = Partial<Omit<TwoFactorAccount, 'id' | 'email' | 'salt' | 'sessions'>>

export function saveAccount(req: PayloadRequest, id: number | string, data: AccountData) {
  const stored = { ...data }
  for (const field of sealedFields) {
    const plain = data[field]
    if (typeof plain === 'string') stored[field] = secrets.seal(plain)
  }
  return req.payload.db.updateOne({ collection: 'users', id, data: stored, req })
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []

export const recoveryHashes = (account: TwoFactorAccount) => list(account.twoFactorRecoveryCodes)

/**
 * Marks a session as past the second factor; sessions Payload has ended (logout, expiry) are
 * dropped from the list on the way.
 */
export async function passSession(req: PayloadRequest, account: TwoFactorAccount, sid: string) {
  const live = new Set((account.sessions ?? []).map((session) => session.id))
  const passed = list(account.twoFactorSessions).filter((id) => live.has(id) && id !== sid)
  await saveAccount(req, account.id, { twoFactorSessions: [...passed, sid] })
}
