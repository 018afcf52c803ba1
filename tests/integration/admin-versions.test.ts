import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { cms, staffOfEachRole } from '../support/staff-accounts'

const [baseURL, token] = [sharedServer('baseURL'), sharedServer('staffToken')]
const staff = staffOfEachRole(baseURL, token)
const admin = { auth: { authorization: `JWT ${token}` } }

type Version = { id: number; version: { name: string }; updatedAt: string }

describe('versions of the firm profile', () => {
  it('keeps each save as a version staff can list and open', async () => {
    const current = await (await cms(baseURL, staff.editor, '/globals/firm-profile?depth=0')).json()
    // Saving the profile as it is: the site keeps its content, the history gains an entry.
    const saved = await cms(baseURL, staff.editor, '/globals/firm-profile', {
      method: 'POST',
      body: { name: current.name },
    })
    expect(saved.status).toBe(200)
    const list = await cms(baseURL, staff.editor, '/globals/firm-profile/versions?sort=-updatedAt')
    expect(list.status).toBe(200)
    const { docs, totalDocs } = (await list.json()) as { docs: Version[]; totalDocs: number }
    expect(totalDocs).toBeGreaterThanOrEqual(1)
    expect(docs[0].version.name).toBe(current.name)
    const one = await cms(baseURL, admin, `/globals/firm-profile/versions/${docs[0].id}`)
    expect(one.status).toBe(200)
    expect(((await one.json()) as Version).version.name).toBe(current.name)
  })

  it('shows agents no versions of it', async () => {
    expect((await cms(baseURL, staff.agent, '/globals/firm-profile/versions')).status).toBe(403)
  })

  it('opens its versions page in the admin', async () => {
    const page = await fetch(`${baseURL}/admin/globals/firm-profile/versions`, {
      headers: admin.auth,
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    // The versions table, not the "log in" page the admin showed without versions.
    expect(html).toContain('versions__wrap')
    expect(html).not.toContain('class="unauthorized')
  })
})

describe('versions of what keeps none', () => {
  it.each(['/globals/social-team/versions', '/leads/versions', '/globals/social-team/versions/1'])(
    '%s answers 404, not a server error',
    async (path) => {
      const response = await cms(baseURL, admin, path)
      expect(response.status).toBe(404)
    },
  )

  it('the admin answers "not found", not "log in", for such a versions page', async () => {
    const page = await fetch(`${baseURL}/admin/globals/social-team/versions`, {
      headers: admin.auth,
    })
    expect(page.status).toBe(404)
  })
})
