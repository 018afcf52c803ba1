import type { PayloadRequest } from 'payload'
import { clientIp } from '@/lib/client-ip'
import { recordLogin } from '@/features/audit'
import { passSession, type TwoFactorAccount } from './account'

/**
 * A session passed the second factor: marked so, and the step on the audit trail
 * (`login.second-factor`; `details` says how, e.g. a remembered device).
 */
export async function passSessionOnRecord(
  req: PayloadRequest,
  account: TwoFactorAccount,
  sid: string,
  details?: Record<string, unknown>,
) {
  await passSession(req, account, sid)
  await recordLogin(req.payload, {
    ok: true,
    step: 'login.second-factor',
    details,
    email: account.email,
    userId: account.id,
    ip: clientIp(req.headers),
  })
}
