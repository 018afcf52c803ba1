import QRCode from 'qrcode'
import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { needsSecondFactor, passedSecondFactor } from '@/lib/access/second-factor'
import { clientIp } from '@/lib/client-ip'
import { twoFactorTextsEn, twoFactorTextsEs, type TwoFactorTexts } from '../texts'
import { windowCounter } from '@/lib/window-counter'
import { recordLogin } from '@/features/audit'
import { loadAccount, recoveryHashes, saveAccount, type TwoFactorAccount } from './account'
import { reportCodeBurst } from './burst'
import { resetSecondFactor } from './reset'
import { rememberDevice } from './device-cookie'
import { passSessionOnRecord } from './pass'
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newSecret } from './totp'

// A 6-digit code is guessable with enough tries: ten wrong codes per account per 15 minutes,
// counted for every instance together (Redis when REDIS_URL is set); the tenth is reported.
const windowMinutes = 15
const failures = windowCounter('staff-2fa-failures', windowMinutes * 60_000)
const maxFailures = 10

type Body = { code?: unknown; recoveryCode?: unknown; remember?: unknown; user?: unknown }

const textsOf = (req: PayloadRequest): TwoFactorTexts =>
  req.i18n?.language === 'en' ? twoFactorTextsEn : twoFactorTextsEs

const refuse = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status })

async function bodyOf(req: PayloadRequest): Promise<Body> {
  await addDataAndFileToRequest(req)
  return (req.data ?? {}) as Body
}

type Session = { account: TwoFactorAccount; sid: string }

/** The session's account with its stored secrets, or the answer refusing the call. */
async function sessionOf(req: PayloadRequest): Promise<Session | Response> {
  const sid = (req.user as { _sid?: unknown } | null)?._sid
  if (!req.user || req.user.collection !== 'users' || typeof sid !== 'string') {
    return refuse('Unauthorized', 401)
  }
  const account = await loadAccount(req, req.user.id)
  return account ? { account, sid } : refuse('Unauthorized', 401)
}

/** An endpoint of the session's own account (refused without a staff session). */
function sessionEndpoint(
  path: string,
  method: 'get' | 'post',
  handler: (req: PayloadRequest, session: Session) => Promise<Response>,
): Endpoint {
  return {
    path,
    method,
    handler: async (req) => {
      const session = await sessionOf(req)
      return session instanceof Response ? session : handler(req, session)
    },
  }
}

/** The session passed: marked, audited, and the device remembered when asked. */
async function passed(req: PayloadRequest, { account, sid }: Session, body: Body, extra = {}) {
  await passSessionOnRecord(req, account, sid)
  const headers = new Headers()
  if (body.remember === true || body.remember === 'true') {
    // The cookie signs the enrolment date: read it back after an enrolment.
    const current = (await loadAccount(req, account.id)) ?? account
    headers.append('set-cookie', rememberDevice(req, current))
  }
  return Response.json({ ok: true, ...extra }, { headers })
}

/** GET /cms/api/users/two-factor — what the session's account needs and has. */
const status = sessionEndpoint('/two-factor', 'get', async (req, session) => {
  return Response.json({
    required: needsSecondFactor(req.user as never),
    enrolled: Boolean(session.account.twoFactorEnabledAt),
    passed: passedSecondFactor(req.user as never),
  })
})

/** POST /cms/api/users/two-factor/setup — a new secret to scan (kept pending until confirmed). */
const setup = sessionEndpoint('/two-factor/setup', 'post', async (req, session) => {
  // Enrolled already: a password alone must not replace the second factor (an admin resets it).
  if (session.account.twoFactorEnabledAt) return refuse(textsOf(req).alreadyEnrolled, 409)
  const { secret, uri } = newSecret(session.account.email)
  await saveAccount(req, session.account.id, { twoFactorPendingSecret: secret })
  const qr = await QRCode.toDataURL(uri, { margin: 2, width: 240 })
  return Response.json({ secret, uri, qr })
})

/** POST /cms/api/users/two-factor/enable {code} — confirms the scan; answers the recovery codes. */
const enable = sessionEndpoint('/two-factor/enable', 'post', async (req, session) => {
  const { account } = session
  const body = await bodyOf(req)
  const pending = account.twoFactorPendingSecret
  if (account.twoFactorEnabledAt) return refuse(textsOf(req).alreadyEnrolled, 409)
  if (!pending) return refuse(textsOf(req).notEnrolled, 409)
  const step = acceptedStep(pending, account.email, String(body.code ?? ''), null)
  if (step === null) return refuse(textsOf(req).wrongCode, 400)
  const recoveryCodes = newRecoveryCodes()
  await saveAccount(req, account.id, {
    twoFactorSecret: pending,
    twoFactorPendingSecret: null,
    twoFactorEnabledAt: new Date().toISOString(),
    twoFactorLastStep: step,
    twoFactorRecoveryCodes: recoveryCodes.map(hashRecoveryCode),
  })
  return passed(req, session, body, { recoveryCodes })
})

/** POST /cms/api/users/two-factor/verify {code | recoveryCode, remember} — the login's second step. */
const verify = sessionEndpoint('/two-factor/verify', 'post', async (req, session) => {
  const { account } = session
  const texts = textsOf(req)
  if (!account.twoFactorSecret) return refuse(texts.notEnrolled, 409)
  const key = `user:${account.id}`
  if ((await failures.peek(key).catch(() => 0)) >= maxFailures) return refuse(texts.tooMany, 429)
  const body = await bodyOf(req)
  if (typeof body.recoveryCode === 'string' && body.recoveryCode.trim()) {
    const hash = hashRecoveryCode(body.recoveryCode)
    const left = recoveryHashes(account)
    if (left.includes(hash)) {
      await saveAccount(req, account.id, {
        twoFactorRecoveryCodes: left.filter((item) => item !== hash),
      })
      return passed(req, session, body)
    }
  } else {
    const code = String(body.code ?? '')
    const step = acceptedStep(
      account.twoFactorSecret,
      account.email,
      code,
      account.twoFactorLastStep,
    )
    if (step !== null) {
      await saveAccount(req, account.id, { twoFactorLastStep: step })
      return passed(req, session, body)
    }
  }
  const count = await failures.hit(key).catch(() => 0)
  await recordLogin(req.payload, {
    ok: false,
    email: account.email,
    userId: account.id,
    ip: clientIp(req.headers),
    reason: 'wrong second-factor code',
  })
  // Exactly the limit: one report per burst, whichever instance counted it.
  if (count === maxFailures) {
    await reportCodeBurst(req, account, count, windowMinutes).catch((error) =>
      req.payload.logger.error(`Second-factor burst report: ${(error as Error).message}`),
    )
  }
  return refuse(texts.wrongCode, 401)
})

/**
 * POST /cms/api/users/two-factor/reset {user} — an admin (past the second factor) clears an
 * account's second factor (reset.ts); the same as the checkbox on the account's admin page.
 */
const reset: Endpoint = {
  path: '/two-factor/reset',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user as never, 'admin')) return refuse('Forbidden', 403)
    const body = await bodyOf(req)
    const id = typeof body.user === 'number' || typeof body.user === 'string' ? body.user : null
    if (id === null || !(await resetSecondFactor(req, id))) return refuse('Not found', 404)
    return Response.json({ ok: true, message: textsOf(req).resetDone })
  },
}

export const twoFactorEndpoints = [status, setup, enable, verify, reset]
