import { beforeAll } from 'vitest'
import type { StaffRole } from '../../src/lib/access/roles'

export type Account = { id: number; email: string; token: string; auth: { authorization: string } }

/** Creates a staff account with one role (as an admin would) and logs it in. */
export async function staffAccount(
  baseURL: string,
  adminToken: string,
  role: StaffRole,
): Promise<Account> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@firm.test`
  const password = 'a-long-enough-password-1'
  const created = await fetch(`${baseURL}/cms/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ email, password, name: `${role} tester`, roles: [role] }),
  })
  if (!created.ok) throw new Error(`create ${role}: ${created.status} ${await created.text()}`)
  const { doc } = await created.json()
  const login = await fetch(`${baseURL}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = await login.json()
  return { id: doc.id, email, token, auth: { authorization: `JWT ${token}` } }
}

/** A JSON call to Payload's REST API as a staff account. */
export async function cms(
  baseURL: string,
  account: Account | { auth: { authorization: string } },
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  return fetch(`${baseURL}/cms/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...account.auth },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

/**
 * An agent and an editor for one test file, created before its tests: read `agent` and
 * `editor` inside the tests, not at import time.
 */
export function staffOfEachRole(baseURL: string, adminToken: string) {
  const accounts = {} as { agent: Account; editor: Account }
  beforeAll(async () => {
    accounts.agent = await staffAccount(baseURL, adminToken, 'agent')
    accounts.editor = await staffAccount(baseURL, adminToken, 'editor')
  })
  return accounts
}

/** An admin page as a logged-in browser gets it, in the given admin language (its HTML). */
export async function adminPage(
  baseURL: string,
  path: string,
  token: string,
  language: 'es' | 'en' = 'es',
) {
  const response = await fetch(`${baseURL}/admin${path}`, {
    headers: {
      cookie: `payload-token=${token}; payload-lng=${language}`,
      'accept-language': language,
      'sec-fetch-site': 'same-origin',
    },
  })
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return response.text()
}
