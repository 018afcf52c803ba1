import type { PayloadRequest } from 'payload'

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

export async function loadAccount(req: PayloadRequest, id: number | string) {
  return (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })) as TwoFactorAccount | null
}

export function saveAccount(
  req: PayloadRequest,
  id: number | string,
  data: Partial<Omit<TwoFactorAccount, 'id' | 'email' | 'salt' | 'sessions'>>,
) {
  return req.payload.db.updateOne({ collection: 'users', id, data, req })
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
