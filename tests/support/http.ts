import { sharedServer } from './shared-server'
import { freshDatabase } from './database'
import { firstStaff } from './first-staff-account'
import { startServer } from './server'

/** A visitor's browser session against the running site: cookies kept, CSRF token at hand. */
export class Visitor {
  private cookies = new Map<string, string>()

  constructor(
    readonly baseURL: string,
    readonly ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('x-forwarded-for', this.ip)
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', this.cookieHeader())
    const response = await fetch(this.baseURL + path, { redirect: 'manual', ...init, headers })
    this.keep(response)
    return response
  }

  async token(): Promise<string> {
    const response = await this.fetch('/csrf-token')
    return (await response.json()).token
  }

  /** Posts fields in one of the encodings the spec's forms use, with a fresh token unless given. */
  async post(
    path: string,
    fields: Record<string, string>,
    format: 'multipart' | 'urlencoded' | 'json' = 'multipart',
    extraHeaders: Record<string, string> = {},
  ) {
    const body = { _token: await this.token(), ...fields }
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders }
    let payload: BodyInit
    if (format === 'json') {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    } else if (format === 'urlencoded') {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(body).toString()
    } else {
      const form = new FormData()
      for (const [key, value] of Object.entries(body)) form.set(key, value)
      payload = form
    }
    return this.fetch(path, { method: 'POST', body: payload, headers })
  }

  /**
   * A form posted by a browser without JavaScript, from the page at `referer` (a site path), with
   * the fetch metadata a browser sends (`site: 'cross-site'` for a post from another site's page).
   */
  async postPlainForm(
    path: string,
    fields: Record<string, string>,
    referer: string,
    site: 'same-origin' | 'cross-site' = 'same-origin',
  ) {
    const origin = site === 'same-origin' ? this.baseURL : 'https://evil.example'
    return this.fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
        referer: `${origin}${referer}`,
        origin,
        'sec-fetch-site': site,
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      body: new URLSearchParams(fields).toString(),
    })
  }
}

/** Staff access to the stored data through Payload's REST API (as the admin UI reads it). */
export class Staff {
  constructor(
    readonly baseURL: string,
    readonly token: string,
  ) {}

  async find(collection: string, where: Record<string, string> = {}) {
    const query = new URLSearchParams({ limit: '100', depth: '0', sort: '-createdAt' })
    for (const [key, value] of Object.entries(where)) query.set(`where[${key}][equals]`, value)
    const response = await fetch(`${this.baseURL}/cms/api/${collection}?${query}`, {
      headers: { authorization: `JWT ${this.token}` },
    })
    if (!response.ok) throw new Error(`${collection}: ${response.status}`)
    return (await response.json()) as { docs: Record<string, unknown>[]; totalDocs: number }
  }
}

export { firstStaff }

/** Logs in the first admin of a fresh database (see `firstStaff`). */
export async function firstStaffToken(baseURL: string): Promise<string> {
  const login = await fetch(`${baseURL}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(firstStaff),
  })
  const body = await login.json()
  if (!body.token) throw new Error(`login failed: ${JSON.stringify(body)}`)
  return body.token
}

/** Polls `check` every `stepMs` until it holds or `ms` pass; false when it never held. */
export async function eventually(check: () => Promise<boolean>, ms = 5000, stepMs = 100) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
  return false
}

/** Calls the Payload REST API (/cms/api) as staff: the answer's status and JSON body. */
export function cmsApi(baseURL: string, token: () => string) {
  return async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${baseURL}/cms/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `JWT ${token()}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, data: await response.json() }
  }
}

/** A GET of the shared test server that does not follow redirects. */
export function getWithoutRedirect(path: string) {
  return fetch(sharedServer('baseURL') + path, { redirect: 'manual' })
}

/** Starts a server on a fresh database and signs its first staff account in. */
export async function startStaffServer(name: string, env: Record<string, string> = {}) {
  const server = await startServer({ DATABASE_URL: await freshDatabase(name), ...env })
  return { server, staff: new Staff(server.url, await firstStaffToken(server.url)) }
}
