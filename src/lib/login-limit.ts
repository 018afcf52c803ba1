import en from '../../messages/en.json'
import es from '../../messages/es.json'
import { clientIp } from './client-ip'
import { windowCounter } from './window-counter'

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

const messages = { es: es.staffLogin.limited, en: en.staffLogin.limited }

async function emailOf(request: Request): Promise<string> {
  try {
    const type = request.headers.get('content-type') ?? ''
    const copy = request.clone()
    const email = type.includes('json')
      ? ((await copy.json()) as { email?: unknown }).email
      : (await copy.formData()).get('email')
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 200) : ''
  } catch {
    return ''
  }
}

/** Runs a login unless this address or e-mail has failed too often; counts a failure. */
export async function limitLogin(request: Request, login: () => Promise<Response>) {
  const ip = clientIp(request.headers)
  const email = await emailOf(request)
  const keys = [`ip:${ip}`, ...(email ? [`email:${email}`] : [])]
  try {
    const [byAddress, byEmail = 0] = await Promise.all(keys.map((key) => failures.peek(key)))
    if (byAddress >= perAddress || byEmail >= perEmail) {
      const locale = (request.headers.get('accept-language') ?? '').startsWith('es') ? 'es' : 'en'
      return Response.json(
        { errors: [{ message: messages[locale] }] },
        { status: 429, headers: { 'retry-after': String(windowMs / 1000) } },
      )
    }
  } catch (error) {
    // Redis unreachable: Payload's own per-account lockout still stands.
    console.error(`Login limit unavailable: ${(error as Error).message}`)
    return login()
  }
  const response = await login()
  if (response.status >= 400 && response.status < 500) {
    await Promise.all(keys.map((key) => failures.hit(key))).catch(() => {})
  }
  return response
}
