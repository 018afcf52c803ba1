import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, sentLead } from '../support/audit'
import { freshDatabase } from '../support/database'
import { jpegWithGps, png } from '../support/document-files'
import { runDoor, tmpFile } from '../support/documents-door-run'
import { FakeS3 } from '../support/fake-s3'
import { firstStaffToken } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { staffAccount, type Account } from '../support/staff-accounts'

// Issue 37: with S3_BUCKET set, uploads live in the bucket (clients' documents under
// `documents/`, never public; the site's images under `media/`), with no shared folder.
const fake = new FakeS3()
let server: RunningServer
let databaseUrl: string
let token: string
let agent: Account

beforeAll(async () => {
  await fake.start()
  databaseUrl = await freshDatabase('documents-s3')
  server = await startServer({ DATABASE_URL: databaseUrl, ...fake.env() })
  token = await firstStaffToken(server.url)
  agent = await staffAccount(server.url, token, 'agent')
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await fake.stop()
})

describe('uploads on an S3-compatible bucket', () => {
  it('stores a client document in the bucket, privately, and serves it only to staff', async () => {
    const lead = await sentLead(server.url, token)
    const [result] = (await runDoor(
      databaseUrl,
      [
        {
          call: 'store',
          lead: lead.id,
          request: 'id',
          label: 'ID',
          filename: 'id.jpg',
          file: tmpFile('s3.jpg', await jpegWithGps()),
        },
      ],
      fake.env(),
    )) as [{ ok: true; id: number }]
    expect(result.ok).toBe(true)

    const record = await (
      await fetch(`${server.url}/cms/api/lead-documents/${result.id}`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()
    const key = `documents/${record.filename}`
    expect(fake.keys()).toContain(key)
    // Written with no ACL (the bucket's private default), never `public-read`.
    const puts = fake.requests.filter((r) => r.method === 'PUT' && r.url.includes(key))
    expect(puts.length).toBeGreaterThan(0)
    for (const put of puts) expect(put.headers['x-amz-acl']).toBeUndefined()
    // The record's address is the site's refused file route, not the bucket.
    expect(record.url).not.toContain(fake.url)

    const fileRoute = `${server.url}/cms/api/lead-documents/file/${record.filename}`
    expect([401, 403, 404]).toContain((await fetch(fileRoute)).status)
    expect((await fetch(fileRoute, { headers: agent.auth })).status).toBe(404)
    const download = `${server.url}/cms/api/lead-documents/${result.id}/download`
    expect((await fetch(download)).status).toBe(401)

    const response = await fetch(download, { headers: agent.auth })
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(fake.object(key))).toBe(true)
    const events = await auditEvents(server.url, token, { 'where[action][equals]': 'download' })
    expect(events).toEqual([expect.objectContaining({ user: agent.email, lead: lead.id })])
  }, 180_000)

  it("keeps the site's images in the bucket under media/, served through the site", async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'sol.png')
    form.append('_payload', JSON.stringify({ alt: 'Sol' }))
    const created = await fetch(`${server.url}/cms/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(fake.keys()).toContain(`media/${doc.filename}`)
    const image = await fetch(`${server.url}/cms/api/media/file/${doc.filename}`)
    expect(image.status).toBe(200)
    expect(
      Buffer.from(await image.arrayBuffer()).equals(fake.object(`media/${doc.filename}`)),
    ).toBe(true)
  })
})
