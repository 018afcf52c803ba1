import type { PayloadRequest } from 'payload'
import { clientIp } from '@/lib/client-ip'
import { recordLogin } from '../audit/login-events'
import { passSession, type TwoFactorAccount } from './account'

/** A session passed the second factor: marked so, and the login on the audit trail. */
export async function passSessionOnRecord(
  req: PayloadRequest,
  account: TwoFactorAccount,
  sid: string,
) {
  await passSession(req, account, sid)
  await recordLogin(req.payload, {
    ok: true,
    email: account.email,
    userId: account.id,
    ip: clientIp(req.headers),
  })
}
