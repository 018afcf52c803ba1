import en from '../../../messages/en.json'
import es from '../../../messages/es.json'
import { clientIp } from '@/lib/client-ip'
import { windowCounter } from '@/lib/window-counter'

/**
 * Failed staff logins allowed per window, per address and per e-mail, counted for every
 * instance together (Redis when REDIS_URL is set). The same answer whether the e-mail exists or
 * not, so the limit tells nobody which accounts there are.
 */
const windowMs = 15 * 60_000
const failures = windowCounter('staff-login-failures', windowMs)
// An office's staff may share one address: its limit is wider than one account's.
const perAddress = 100
const perEmail = 5

/**
 * Every refused login (and every forgot-password request) answers after this floor: a known e-mail costs Payload a password hash
 * (hundreds of ms), an unknown one nothing, and the difference would tell which staff e-mails
 * exist. Above the slowest hash on a busy server.
 */
export const failedLoginFloorMs = 1_500

// Forgot-password mails cost the firm's mail reputation and flood an inbox: counted per request.
const forgotWindowMs = 60 * 60_000
const forgotRequests = windowCounter('staff-forgot-password', forgotWindowMs)
const forgotPerAddress = 20
const forgotPerEmail = 3

type Messages = { limited: string; forgotLimited: string }
const messages: Record<'es' | 'en', Messages> = { es: es.staffLogin, en: en.staffLogin }

function localeOf(request: Request): 'es' | 'en' {
  return (request.headers.get('accept-language') ?? '').startsWith('es') ? 'es' : 'en'
}

/**
 * The e-mail of a login or forgot-password form as Payload reads it: JSON, urlencoded, or
 * multipart whose fields may sit in a `_payload` JSON field (the admin's own forms).
 */
async function emailOf(request: Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? ''
    const copy = request.clone()
    let email: unknown
    if (type.includes('json')) {
      email = ((await copy.json()) as { email?: unknown }).email
    } else {
      const form = await copy.formData()
      const wrapped = form.get('_payload')
      email =
        typeof wrapped === 'string'
          ? (JSON.parse(wrapped) as { email?: unknown }).email
          : form.get('email')
    }
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 200) : ''
  } catch {
    return ''
  }
}

function keysOf(request: Request, email: string) {
  return [`ip:${clientIp(request.headers)}`, ...(email ? [`email:${email}`] : [])]
}

function tooMany(message: string, windowMsOf: number) {
  return Response.json(
    { errors: [{ message }] },
    { status: 429, headers: { 'retry-after': String(windowMsOf / 1000) } },
  )
}

/**
 * Holds a refused login's answer until the next whole multiple of the floor since its start: a
 * saturated server whose hash outlasts the floor still answers a known and an unknown e-mail at
 * the same step (3 s, not 1.6 s against 1.7 s).
 */
async function afterFloor(started: number, response: Response) {
  const elapsed = performance.now() - started
  const wait = Math.max(1, Math.ceil(elapsed / failedLoginFloorMs)) * failedLoginFloorMs - elapsed
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return response
}

/** Runs a login unless this address or e-mail has failed too often; counts a failure. */
export async function limitLogin(request: Request, login: () => Promise<Response>) {
  const started = performance.now()
  const keys = keysOf(request, await emailOf(request))
  try {
    const [byAddress, byEmail = 0] = await Promise.all(keys.map((key) => failures.peek(key)))
    if (byAddress >= perAddress || byEmail >= perEmail) {
      return afterFloor(started, tooMany(messages[localeOf(request)].limited, windowMs))
    }
  } catch (error) {
    // Redis unreachable: Payload's own per-account lockout still stands.
    console.error(`Login limit unavailable: ${(error as Error).message}`)
    const response = await login()
    return response.ok ? response : afterFloor(started, response)
  }
  const response = await login()
  if (response.ok) return response
  if (response.status < 500) {
    await Promise.all(keys.map((key) => failures.hit(key))).catch(() => {})
  }
  return afterFloor(started, response)
}

/**
 * Runs a forgot-password request unless this address or e-mail asked too often. Counted whether
 * the e-mail exists or not, and answered alike: the limit reveals no account. Every answer waits
 * for the login's floor too: a known e-mail costs a token, a save and a mail, an unknown one
 * nothing, and the difference (4-6 ms against 14 ms) told which staff e-mails exist.
 */
export async function limitForgotPassword(request: Request, forgot: () => Promise<Response>) {
  const started = performance.now()
  const keys = keysOf(request, await emailOf(request))
  try {
    const [byAddress, byEmail = 0] = await Promise.all(keys.map((key) => forgotRequests.hit(key)))
    if (byAddress > forgotPerAddress || byEmail > forgotPerEmail) {
      return afterFloor(started, tooMany(messages[localeOf(request)].forgotLimited, forgotWindowMs))
    }
  } catch (error) {
    console.error(`Forgot-password limit unavailable: ${(error as Error).message}`)
  }
  return afterFloor(started, await forgot())
}
