import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sentLead, staffSide } from '../support/audit'
import { Staff, Visitor } from '../support/http'
import { cms } from '../support/staff-accounts'

// Issue 25, findings 4 and 5: lead locks, caching of staff answers, uploaded files' policy, the
// retry cookie, links staff type, and CSV formulas behind spaces.
const { baseURL, token, admin, accounts } = staffSide()

const newLead = () => sentLead(baseURL, token, { nombre: 'Lucía Lock' })

describe('finding 4: locks of lead data', () => {
  it('an editor cannot lock a lead or a delivery, nor list or delete a lead lock', async () => {
    const lead = await newLead()
    const lockOf = (relationTo: string, value: number) => ({
      document: { relationTo, value },
      user: { relationTo: 'users', value: accounts.editor.id },
    })
    const byEditor = await cms(baseURL, accounts.editor, '/payload-locked-documents', {
      method: 'POST',
      body: lockOf('leads', lead.id),
    })
    expect(byEditor.status).toBe(403)
    const { docs: deliveries } = await new Staff(baseURL, token).find('lead-deliveries', {
      lead: String(lead.id),
    })
    if (deliveries[0]) {
      const deliveryLock = await cms(baseURL, accounts.editor, '/payload-locked-documents', {
        method: 'POST',
        body: lockOf('lead-deliveries', deliveries[0].id as number),
      })
      expect(deliveryLock.status).toBe(403)
    }
    // An agent's lock on the lead (the admin takes one while the lead is open).
    const byAgent = await cms(baseURL, accounts.agent, '/payload-locked-documents', {
      method: 'POST',
      body: {
        document: { relationTo: 'leads', value: lead.id },
        user: { relationTo: 'users', value: accounts.agent.id },
      },
    })
    expect(byAgent.status).toBe(201)
    const lock = (await byAgent.json()).doc as { id: number }
    const listed = await cms(baseURL, accounts.editor, '/payload-locked-documents?depth=0')
    expect(listed.status).toBe(200)
    const ids = ((await listed.json()).docs as { id: number }[]).map((doc) => doc.id)
    expect(ids).not.toContain(lock.id)
    const removed = await cms(baseURL, accounts.editor, `/payload-locked-documents/${lock.id}`, {
      method: 'DELETE',
    })
    expect([403, 404]).toContain(removed.status)
    const still = await cms(baseURL, admin, `/payload-locked-documents/${lock.id}`)
    expect(still.status).toBe(200)
  })
})

describe('finding 5: staff answers, uploads, retry cookie, links, CSV', () => {
  it('answers of /cms/api and /admin are never stored by a cache', async () => {
    const api = await cms(baseURL, admin, '/leads?limit=1')
    expect(api.status).toBe(200)
    expect(api.headers.get('cache-control')).toMatch(/no-store/)
    const me = await cms(baseURL, admin, '/users/me')
    expect(me.headers.get('cache-control')).toMatch(/no-store/)
    const login = await fetch(`${baseURL}/admin/login`)
    expect(login.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('serves uploaded files as inert documents: no script, nothing loaded, sandboxed', async () => {
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set(
      'file',
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      `csp-${Date.now()}.png`,
    )
    form.set('_payload', JSON.stringify({ alt: 'csp test' }))
    const uploaded = await fetch(`${baseURL}/cms/api/media`, {
      method: 'POST',
      headers: admin.auth,
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { doc } = await uploaded.json()
    const file = await fetch(`${baseURL}${new URL(doc.url, baseURL).pathname}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })

  it('the retry cookie carries the visitor’s input encrypted', async () => {
    const visitor = new Visitor(baseURL)
    const response = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      {
        nombre: 'Marisol Cifrado',
        email: 'marisol@example.com',
        phone: '12',
        seccion: 'Footer Español',
        locale: 'es',
        form_id: 'footer-lead-form',
      },
      '/',
    )
    expect(response.status).toBe(303)
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('lead_flash='))!
    const value = decodeURIComponent(cookie.split(';')[0].slice('lead_flash='.length))
    const bytes = Buffer.from(value, 'base64url').toString('latin1')
    expect(bytes).not.toContain('Marisol')
    expect(bytes).not.toContain('marisol@example.com')
    expect(bytes).not.toContain('formId')
    // The site still reads it back on the retry page.
    const html = await (await visitor.fetch('/formulario')).text()
    expect(html).toContain('Marisol Cifrado')
  })

  it('link fields staff fill accept only http(s) addresses and site paths', async () => {
    const firm = await cms(baseURL, admin, '/globals/firm-profile?depth=0')
    const profile = await firm.json()
    const save = (social: Record<string, string>) =>
      cms(baseURL, admin, '/globals/firm-profile', {
        method: 'POST',
        body: { social: { ...profile.social, ...social } },
      })
    expect((await save({ facebook: 'javascript:alert(document.cookie)' })).status).toBe(400)
    expect((await save({ whatsapp: ' JaVaScRiPt:alert(1)' })).status).toBe(400)
    expect((await save({ facebook: profile.social.facebook })).status).toBe(200)
    const [session] = (await (await cms(baseURL, admin, '/live-sessions?limit=1')).json()).docs
    const live = (url: string) =>
      cms(baseURL, admin, `/live-sessions/${session.id}`, { method: 'PATCH', body: { url } })
    expect((await live('javascript:alert(1)')).status).toBe(400)
    expect((await live('data:text/html,<script>alert(1)</script>')).status).toBe(400)
    expect((await live(session.url)).status).toBe(200)
    const block = (href: string) =>
      cms(baseURL, admin, '/content-blocks', {
        method: 'POST',
        body: { key: `link-test-${Date.now()}`, items: [{ title: 'x', href }] },
      })
    expect((await block('javascript:alert(1)')).status).toBe(400)
    expect((await block('//evil.example/x')).status).toBe(400)
    expect((await block('/contacto')).status).toBe(201)
  })

  it('a CSV cell that is a formula after leading spaces is exported as text', async () => {
    // The intake trims what visitors send; a staff note keeps its leading space.
    const lead = await newLead()
    const noted = await cms(baseURL, admin, `/leads/${lead.id}`, {
      method: 'PATCH',
      body: { staffNotes: ' =1+2' },
    })
    expect(noted.status).toBe(200)
    const response = await fetch(`${baseURL}/cms/api/leads/export.csv?ids=${lead.id}`, {
      headers: admin.auth,
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain("' =1+2")
    expect(text).not.toMatch(/(^|,)"? =1\+2/m)
  })
})
