import { AuthenticationError, LockedAuth, UnverifiedEmail } from 'payload'
import type {
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  CollectionConfig,
  Payload,
} from 'payload'
import { clientIp } from '@/lib/client-ip'
import { needsSecondFactor } from '@/lib/access/second-factor'
import { recordAudit, recordRequestAudit } from './record'

/** A successful step: the whole login, its password step, or its second step. */
type LoginStep = 'login' | 'login.password' | 'login.second-factor'

/**
 * One staff login, successful or not, in the audit trail. Kept as one small function so a
 * wrapper of the login endpoint (a second factor, a limit) can record through it too.
 */
export function recordLogin(
  payload: Payload,
  login: {
    ok: boolean
    email: string
    userId?: number | string
    ip: string
    reason?: string
    /** Which step succeeded (ok only): 'login' when the account needs no second factor. */
    step?: LoginStep
    details?: Record<string, unknown>
  },
) {
  return recordAudit(payload, {
    action: login.ok ? (login.step ?? 'login') : 'login-failed',
    user: login.userId !== undefined ? { id: login.userId, email: login.email } : null,
    ip: login.ip,
    details: login.ok
      ? { email: login.email, ...login.details }
      : { email: login.email.slice(0, 200), reason: login.reason ?? 'wrong e-mail or password' },
  })
}

/**
 * Payload's afterLogin hook: the password was right. For an account that needs a second factor
 * that is only the first step (`login.password`): the trail shows `login.second-factor` once the
 * session passes it, so a password alone never reads as a login.
 */
export const auditLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordLogin(req.payload, {
    ok: true,
    step: needsSecondFactor(user) ? 'login.password' : 'login',
    email: String(user.email ?? ''),
    userId: user.id,
    ip: clientIp(req.headers),
  })
  return user
}

/** An admin unlocked an account (Payload's /unlock; only admins may: users.collection.ts). */
export const auditUnlock: CollectionAfterOperationHook = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation !== 'unlock' || !result || !req) return result
  const email = (args as { data?: { email?: unknown } }).data?.email
  await recordRequestAudit(req, {
    action: 'unlock',
    details: { account: typeof email === 'string' ? email.trim().toLowerCase() : '' },
  })
  return result
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
      afterOperation: [...(users.hooks?.afterOperation ?? []), auditUnlock],
    },
  }
}
