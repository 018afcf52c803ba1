import { Secret, TOTP } from 'otpauth'

/** The code an authenticator app shows for `secret`, `aheadMs` from now (one step = 30 s). */
export function totpCode(secret: string, aheadMs = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  })
  return totp.generate({ timestamp: Date.now() + aheadMs })
}

/** A JSON call to the session's two-factor endpoints. */
export function twoFactor(baseURL: string, token: string, path: string, body?: object) {
  return fetch(`${baseURL}/cms/api/users/two-factor${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  })
}

/** Enrols the session's account (the screen's calls); its secret and recovery codes. */
export async function enrol(baseURL: string, token: string) {
  const setup = await twoFactor(baseURL, token, '/setup', {})
  if (!setup.ok) throw new Error(`setup: ${setup.status} ${await setup.text()}`)
  const { secret, uri, qr } = (await setup.json()) as { secret: string; uri: string; qr: string }
  const enabled = await twoFactor(baseURL, token, '/enable', { code: totpCode(secret) })
  if (!enabled.ok) throw new Error(`enable: ${enabled.status} ${await enabled.text()}`)
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] }
  return { secret, uri, qr, recoveryCodes }
}

/** Logs in with e-mail and password (JSON); the session's token and the answer's cookies. */
export async function passwordLogin(
  baseURL: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseURL}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  })
  const body = (await response.json()) as { token?: string }
  return { status: response.status, token: body.token ?? '' }
}
