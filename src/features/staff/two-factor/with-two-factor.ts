import type { CollectionAfterLoginHook, CollectionConfig } from 'payload'
import { needsSecondFactor } from '@/lib/access/second-factor'
import { loadAccount } from './account'
import { rememberedDevice } from './device-cookie'
import { twoFactorEndpoints } from './endpoints'
import { twoFactorFields } from './fields'
import { passSessionOnRecord } from './pass'
import { resetField, resetOnSave } from './reset'

/** The session id Payload signed into the login's token (just issued: no need to verify it). */
function sessionOf(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid
  } catch {
    return undefined
  }
}

/**
 * A login from a device the account remembered (signed cookie, 30 days) passes the second
 * factor with the password; any other login's session stays password-only until
 * /two-factor/verify. The trail then shows both steps: `login.password` (audit's afterLogin,
 * which runs first) and `login.second-factor` with `rememberedDevice: true`.
 */
const rememberedDeviceLogin: CollectionAfterLoginHook = async ({ req, token, user }) => {
  if (!needsSecondFactor(user)) return user
  const sid = sessionOf(token)
  const account = await loadAccount(req, user.id)
  if (typeof sid !== 'string' || !account || !rememberedDevice(req, account)) return user
  await passSessionOnRecord(req, account, sid, { rememberedDevice: true })
  return user
}

/** The staff collection with its second factor (composed in schema.ts: lib knows no feature). */
export function withTwoFactor(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    endpoints: [...(users.endpoints || []), ...twoFactorEndpoints],
    fields: [...users.fields, ...twoFactorFields, resetField],
    hooks: {
      ...users.hooks,
      afterLogin: [...(users.hooks?.afterLogin ?? []), rememberedDeviceLogin],
      afterChange: [...(users.hooks?.afterChange ?? []), resetOnSave],
    },
  }
}
