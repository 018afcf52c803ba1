import { AuthenticationError, LockedAuth, UnverifiedEmail } from 'payload'
import type {
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionConfig,
  Payload,
} from 'payload'
import { clientIp } from '@/lib/client-ip'
import { recordAudit } from './record'

/**
 * One staff login, successful or not, in the audit trail. Kept as one small function so a
 * wrapper of the login endpoint (a second factor, a limit) can record through it too.
 */
export function recordLogin(
  payload: Payload,
  login: { ok: boolean; email: string; userId?: number | string; ip: string; reason?: string },
) {
  return recordAudit(payload, {
    action: login.ok ? 'login' : 'login-failed',
    user: login.userId !== undefined ? { id: login.userId, email: login.email } : null,
    ip: login.ip,
    details: login.ok
      ? { email: login.email }
      : { email: login.email.slice(0, 200), reason: login.reason ?? 'wrong e-mail or password' },
  })
}

/** Payload's afterLogin hook: the password was right. */
export const auditLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordLogin(req.payload, {
    ok: true,
    email: String(user.email ?? ''),
    userId: user.id,
    ip: clientIp(req.headers),
  })
  return user
}

/** Payload's errors of a refused login (classes, not names: a minified build renames them). */
function loginFailure(error: unknown): string | undefined {
  if (error instanceof LockedAuth) return 'account locked after too many attempts'
  if (error instanceof UnverifiedEmail) return 'e-mail not verified'
  if (error instanceof AuthenticationError) return 'wrong e-mail or password'
  return undefined
}

/** Payload's afterError hook of the users collection: a refused login (Payload's own errors). */
export const auditFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  const reason = loginFailure(error)
  if (!reason || !new URL(req.url ?? '', 'http://localhost').pathname.endsWith('/login')) return
  const email = (req.data as { email?: unknown } | undefined)?.email
  await recordLogin(req.payload, {
    ok: false,
    email: typeof email === 'string' ? email.trim().toLowerCase() : '',
    ip: clientIp(req.headers),
    reason,
  }).catch((failure) => console.error(`Audit of a failed login: ${(failure as Error).message}`))
}

/** The staff collection with its logins on record (composed in schema.ts: lib knows no feature). */
export function withLoginAudit(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    hooks: {
      ...users.hooks,
      afterLogin: [...(users.hooks?.afterLogin ?? []), auditLogin],
      afterError: [...(users.hooks?.afterError ?? []), auditFailedLogin],
    },
  }
}
