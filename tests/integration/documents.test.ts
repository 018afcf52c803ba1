import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, sentLead, staffSide } from '../support/audit'
import {
  encryptedPdf,
  hasGps,
  heicWithGps,
  jpegWithGps,
  pdf,
  windowsProgram,
} from '../support/document-files'
import { runDoor, tmpFile } from '../support/documents-door-run'
import { adminPage, cms } from '../support/staff-accounts'

// Issue 36, documents: what a visitor sends is checked by content, stored privately, and reaches
// staff only through the audited download.
const { baseURL, token, databaseUrl, admin, accounts } = staffSide()

type Stored = { ok: true; id: number; name: string } | { ok: false; reason: string }
type Listed = { id: number; name: string; request: string }[]

const oneOver15MB = () => {
  const data = Buffer.alloc(15 * 1024 * 1024 + 1)
  Buffer.from('%PDF-1.7\n').copy(data)
  return data
}

let lead: { id: number }
let otherLead: { id: number }
let results: unknown[]

beforeAll(async () => {
  lead = await sentLead(baseURL, token)
  otherLead = await sentLead(baseURL, token)
  const request = { request: 'passport', label: 'Pasaporte' }
  results = await runDoor(databaseUrl, [
    {
      call: 'store',
      lead: lead.id,
      ...request,
      filename: 'IMG_0042.HEIC',
      file: tmpFile('a.heic', heicWithGps()),
    },
    {
      call: 'store',
      lead: lead.id,
      ...request,
      filename: 'foto.jpg',
      file: tmpFile('b.jpg', await jpegWithGps()),
    },
    {
      call: 'store',
      lead: lead.id,
      request: 'notice',
      label: 'Aviso',
      filename: 'aviso.pdf',
      file: tmpFile('c.pdf', await pdf()),
    },
    {
      call: 'store',
      lead: lead.id,
      ...request,
      filename: 'pasaporte.pdf',
      file: tmpFile('d.pdf', windowsProgram()),
    },
    {
      call: 'store',
      lead: lead.id,
      ...request,
      filename: 'cerrado.pdf',
      file: tmpFile('e.pdf', encryptedPdf()),
    },
    {
      call: 'store',
      lead: lead.id,
      ...request,
      filename: 'grande.pdf',
      file: tmpFile('f.pdf', oneOver15MB()),
    },
    {
      call: 'store',
      lead: otherLead.id,
      ...request,
      filename: 'otro.pdf',
      file: tmpFile('g.pdf', await pdf()),
    },
    { call: 'list', lead: lead.id },
  ])
}, 180_000)

const stored = (index: number) => {
  const result = results[index] as Stored
  if (!result.ok) throw new Error(`call ${index} refused: ${result.reason}`)
  return result
}

describe('the documents door (storeVisitorDocument, visitorDocuments, removeVisitorDocument)', () => {
  it('accepts photos and PDFs by content and refuses the rest with the reason', () => {
    expect(stored(0).name).toBe('IMG_0042.jpg')
    expect(stored(1).name).toBe('foto.jpg')
    expect(stored(2).name).toBe('aviso.pdf')
    expect(results.slice(3, 6)).toEqual([
      { ok: false, reason: 'type' },
      { ok: false, reason: 'encrypted' },
      { ok: false, reason: 'size' },
    ])
    expect(results[7]).toEqual([
      { id: stored(0).id, name: 'IMG_0042.jpg', request: 'passport' },
      { id: stored(1).id, name: 'foto.jpg', request: 'passport' },
      { id: stored(2).id, name: 'aviso.pdf', request: 'notice' },
    ])
  })

  it("removes only the lead's own document", async () => {
    const [others, own, again, list] = await runDoor(databaseUrl, [
      { call: 'remove', lead: lead.id, id: stored(6).id },
      { call: 'remove', lead: lead.id, id: stored(2).id },
      { call: 'remove', lead: lead.id, id: stored(2).id },
      { call: 'list', lead: lead.id },
    ])
    expect([others, own, again]).toEqual([false, true, false])
    expect((list as Listed).map((doc) => doc.id)).toEqual([stored(0).id, stored(1).id])
    const kept = await cms(baseURL, admin, `/lead-documents/${stored(2).id}?depth=0`)
    expect((await kept.json()).removed).toBe(true)
  }, 120_000)
})

describe("staff read a client's documents only through the audited download", () => {
  const download = (id: number, headers: Record<string, string> = {}) =>
    fetch(`${baseURL}/cms/api/lead-documents/${id}/download`, { headers })

  it('gives an agent the HEIC photo as a JPEG without GPS, and records the download', async () => {
    const before = await auditEvents(baseURL, token, { sort: '-seq', limit: '1' })
    const response = await download(stored(0).id, accounts.agent.auth)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('content-disposition')).toContain('IMG_0042.jpg')
    expect(response.headers.get('cache-control')).toContain('no-store')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(hasGps(heicWithGps())).toBe(true)
    expect(hasGps(bytes)).toBe(false)
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()
    const events = await auditEvents(baseURL, token, {
      'where[seq][greater_than]': String(before[0]?.seq ?? 0),
      'where[action][equals]': 'download',
    })
    expect(events).toEqual([
      expect.objectContaining({
        action: 'download',
        user: accounts.agent.email,
        lead: lead.id,
        details: expect.objectContaining({ ids: [stored(0).id], name: 'IMG_0042.jpg' }),
      }),
    ])
  })

  it('strips GPS from a JPEG', async () => {
    const response = await download(stored(1).id, accounts.agent.auth)
    expect(response.status).toBe(200)
    expect(hasGps(Buffer.from(await response.arrayBuffer()))).toBe(false)
  })

  it('refuses anonymous visitors and editors, and a session cookie works like a JWT', async () => {
    expect((await download(stored(0).id)).status).toBe(401)
    expect((await download(stored(0).id, accounts.editor.auth)).status).toBe(403)
    const withCookie = await download(stored(1).id, {
      cookie: `payload-token=${accounts.agent.token}`,
      'sec-fetch-site': 'same-origin',
    })
    expect(withCookie.status).toBe(200)
    expect((await download(999_999, accounts.agent.auth)).status).toBe(404)
  })

  it('keeps the records from anonymous visitors and editors', async () => {
    for (const auth of [{}, accounts.editor.auth]) {
      const list = await fetch(`${baseURL}/cms/api/lead-documents`, { headers: auth })
      const listed = list.status === 200 ? ((await list.json()).docs as unknown[]) : []
      expect(listed).toEqual([])
      const one = await fetch(`${baseURL}/cms/api/lead-documents/${stored(0).id}`, {
        headers: auth,
      })
      expect([401, 403, 404]).toContain(one.status)
    }
    const agentList = await cms(
      baseURL,
      accounts.agent,
      `/lead-documents?where[lead][equals]=${lead.id}`,
    )
    expect((await agentList.json()).totalDocs).toBe(3)
  })

  it("serves no file at Payload's own file address, to anyone", async () => {
    const record = await (await cms(baseURL, admin, `/lead-documents/${stored(0).id}`)).json()
    expect(record.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    const address = `${baseURL}/cms/api/lead-documents/file/${record.filename}`
    for (const headers of [{}, accounts.editor.auth, accounts.agent.auth, admin.auth]) {
      const response = await fetch(address, { headers })
      expect([401, 403, 404]).toContain(response.status)
      expect(response.headers.get('content-type') ?? '').not.toContain('image')
    }
    // Nothing under the site's public folder either.
    expect((await fetch(`${baseURL}/${record.filename}`)).status).toBe(404)
  })

  it('lets no one create, edit or replace a document through the API', async () => {
    const id = stored(1).id
    for (const account of [admin, accounts.agent, accounts.editor]) {
      for (const data of [
        { filename: 'other.jpg' },
        { mimeType: 'application/x-msdownload' },
        { sha256: '0'.repeat(64) },
        { originalName: 'changed.jpg' },
        { lead: otherLead.id },
        { removed: false },
      ]) {
        const response = await cms(baseURL, account, `/lead-documents/${id}`, {
          method: 'PATCH',
          body: data,
        })
        expect(response.status).toBe(403)
      }
      const form = new FormData()
      form.append(
        'file',
        new Blob([new Uint8Array(await pdf())], { type: 'application/pdf' }),
        'x.pdf',
      )
      form.append(
        '_payload',
        JSON.stringify({
          lead: lead.id,
          originalName: 'x.pdf',
          sha256: 'x',
          uploadedAt: new Date().toISOString(),
        }),
      )
      const created = await fetch(`${baseURL}/cms/api/lead-documents`, {
        method: 'POST',
        headers: account.auth,
        body: form,
      })
      expect(created.status).toBe(403)
      const replaced = await fetch(`${baseURL}/cms/api/lead-documents/${id}`, {
        method: 'PATCH',
        headers: account.auth,
        body: form,
      })
      expect(replaced.status).toBe(403)
    }
    const record = await (await cms(baseURL, admin, `/lead-documents/${id}?depth=0`)).json()
    expect(record).toMatchObject({ originalName: 'foto.jpg', lead: lead.id, removed: false })
  })
})

describe("the lead's Documents section in the admin", () => {
  it('lists what the client sent with a download link, in both admin languages', async () => {
    const spanish = await adminPage(baseURL, `/collections/leads/${lead.id}`, accounts.agent.token)
    expect(spanish).toContain('Documentos')
    expect(spanish).toContain(`/cms/api/lead-documents/${stored(0).id}/download`)
    expect(spanish).toContain('IMG_0042.jpg')
    expect(spanish).toContain('Quitado por el cliente')
    expect(spanish).toContain('No se han solicitado documentos a este cliente.')
    const english = await adminPage(
      baseURL,
      `/collections/leads/${lead.id}`,
      accounts.agent.token,
      'en',
    )
    expect(english).toContain('Removed by the client')
    expect(english).toContain('Requested documents')
  })

  it('shows editors nothing of it', async () => {
    const page = await fetch(`${baseURL}/admin/collections/leads/${lead.id}`, {
      headers: {
        cookie: `payload-token=${accounts.editor.token}`,
        'sec-fetch-site': 'same-origin',
      },
    })
    expect(await page.text()).not.toContain('IMG_0042.jpg')
  })
})
