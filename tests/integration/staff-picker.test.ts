import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { Users } from '../../src/features/staff'
import { cms, staffAccount } from '../support/staff-accounts'

// Issue 34, point 5: the staff pickers (a lead's "Assigned to", the agents on duty, a booking's
// agent) listed e-mail addresses only and typing "Olga" found nothing. Each request below is the
// one Payload's relationship picker sends: the users' title field selected, searched with `like`.

const baseURL = sharedServer('baseURL')
const adminToken = sharedServer('staffToken')
const admin = { auth: { authorization: `JWT ${adminToken}` } }
const title = Users.admin?.useAsTitle ?? 'id'

/** What the picker lists for `search` (the agent's own read access applies). */
async function pickerOptions(auth: { authorization: string }, search?: string) {
  const query = new URLSearchParams({ depth: '0', limit: '100', [`select[${title}]`]: 'true' })
  if (search) query.set(`where[and][0][${title}][like]`, search)
  const response = await fetch(`${baseURL}/cms/api/users`, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': 'application/x-www-form-urlencoded',
      'x-payload-http-method-override': 'GET',
    },
    body: query.toString(),
  })
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
  return docs.map((doc) => ({ id: doc.id, label: doc[title] }))
}

async function unnamedAgent() {
  const email = `sin-nombre-${Date.now()}@firm.test`
  const created = await cms(baseURL, admin, '/users', {
    method: 'POST',
    body: { email, password: 'a-long-enough-password-1', roles: ['agent'] },
  })
  expect(created.status).toBe(201)
  return { id: (await created.json()).doc.id as number, email }
}

describe('staff pickers', () => {
  it('list each staff member by name and find "Olga" when an agent types it', async () => {
    const agent = await staffAccount(baseURL, adminToken, 'agent')
    const olga = await staffAccount(baseURL, adminToken, 'agent')
    const name = `Olga Pérez ${Date.now()}`
    expect(
      (await cms(baseURL, olga, `/users/${olga.id}`, { method: 'PATCH', body: { name } })).status,
    ).toBe(200)

    expect(await pickerOptions(agent.auth, 'Olga')).toContainEqual({ id: olga.id, label: name })
    expect(await pickerOptions(agent.auth, 'olga pérez')).toContainEqual({
      id: olga.id,
      label: name,
    })
    const listed = await pickerOptions(agent.auth)
    expect(listed).toContainEqual({ id: agent.id, label: 'agent tester' })
    expect(listed.map((option) => option.label)).not.toContain(olga.email)
  })

  it('fall back to the e-mail for an account without a name, which keeps no name', async () => {
    const nameless = await unnamedAgent()
    expect(await pickerOptions(admin.auth)).toContainEqual({
      id: nameless.id,
      label: nameless.email,
    })
    // The account itself (its form, the API) still has no name: a save never stores the e-mail.
    const own = await (await cms(baseURL, admin, `/users/${nameless.id}?depth=0`)).json()
    expect(own.name ?? null).toBeNull()
    const list = await (
      await cms(baseURL, admin, `/users?depth=0&where[id][equals]=${nameless.id}`)
    ).json()
    expect(list.docs[0].name ?? null).toBeNull()
  })

  it("the staff list's search finds a name or an e-mail", () => {
    expect(Users.admin?.listSearchableFields).toEqual(['name', 'email'])
  })
})
