import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { firstStaffToken } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { runSql } from '../support/sql'
import { enrol, passwordLogin } from '../support/two-factor'

// Issue 33: who may write each field of a staff account. Every field for every role is proved
// in process (tests/inprocess/access-rules.test.ts, Local API with overrideAccess: false and a
// session user made as Payload's JWT strategy makes it). This file keeps one check through real
// PATCH requests, on its own server because it needs STAFF_TWO_FACTOR=required (the shared
// servers run with it off) and real logins: the session's `sid` is the one Payload signs into
// the token and its JWT strategy reads back, so only here do REST requests show that they reach
// the same rules with the session the rules are written for.
let server: RunningServer
let databaseUrl: string
const password = 'a-long-enough-password-1'
let agent: { id: number; verified: string; passwordOnly: string }

async function storedAccount(id: number) {
  const [row] = await runSql(databaseUrl, 'SELECT name FROM users WHERE id = ?', [id])
  const roles = await runSql(databaseUrl, 'SELECT value FROM users_roles WHERE parent_id = ?', [id])
  return { name: row.name, roles: roles.map((item) => String(item.value)).sort() }
}

const patch = (id: number, token: string, body: Record<string, unknown>) =>
  fetch(`${server.url}/cms/api/users/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  databaseUrl = await freshDatabase('staff-account-fields')
  server = await startServer({
    DATABASE_URL: databaseUrl,
    STAFF_TWO_FACTOR: 'required',
    SITE_URL: 'http://localhost:3000',
    TRUST_PROXY: '1',
  })
  const adminToken = await firstStaffToken(server.url)
  await enrol(server.url, adminToken)
  const email = `agent-${Date.now()}@firm.test`
  const created = await fetch(`${server.url}/cms/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ email, password, roles: ['agent'] }),
  })
  expect(created.status).toBe(201)
  const id = (await created.json()).doc.id as number
  const verified = (await passwordLogin(server.url, email, password)).token
  await enrol(server.url, verified)
  const passwordOnly = (await passwordLogin(server.url, email, password)).token
  agent = { id, verified, passwordOnly }
}, 240_000)

afterAll(async () => {
  await server?.stop()
})

describe('who may write each field of a staff account (issue 33), through REST', () => {
  it('refuses an agent’s password-only session; past the second factor, drops its own roles', async () => {
    const before = await storedAccount(agent.id)
    const refused = await patch(agent.id, agent.passwordOnly, { name: 'Password only' })
    expect(refused.status).toBe(403)
    expect(await storedAccount(agent.id)).toEqual(before)
    const saved = await patch(agent.id, agent.verified, { name: 'Verified', roles: ['admin'] })
    expect(saved.status).toBe(200)
    expect(await storedAccount(agent.id)).toEqual({ name: 'Verified', roles: ['agent'] })
  })
})
