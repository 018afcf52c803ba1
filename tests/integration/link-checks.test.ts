import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { runSql } from '../support/sql'
import { cms, staffOfEachRole } from '../support/staff-accounts'

// Issue 33, finding 6 and the push part of 8: every path and link staff type, and every
// address the server will call for a staff device, is checked by one rule (lib/links.ts,
// lib/push-services.ts). Each request below is what an attacker with a staff session sent.
const baseURL = sharedServer('baseURL')
const databaseUrl = sharedServer('databaseUrl')
const adminToken = sharedServer('staffToken')
const roles = staffOfEachRole(baseURL, adminToken)
const run = Date.now().toString(36)

const offSite = ['/\\evil.example', '//evil.example', '/\t/evil.example', 'javascript:alert(1)']

describe('paths and links staff type', () => {
  it('sends the preview only to a path of this site, never /\\host or //host', async () => {
    for (const path of ['/%5Cevil.example/login', '//evil.example', '/%09/evil.example']) {
      const opened = await fetch(`${baseURL}/cms/preview?path=${path}`, {
        redirect: 'manual',
        headers: roles.editor.auth,
      })
      expect(opened.status, path).toBe(307)
      expect(opened.headers.get('location'), path).toBe('/')
    }
  })

  it('refuses a redirect to or from a path that leaves the site', async () => {
    for (const to of offSite) {
      const refused = await cms(baseURL, roles.editor, '/redirects', {
        method: 'POST',
        body: { from: `/vieja-${run}`, to },
      })
      expect(refused.status, to).toBe(400)
    }
    const badFrom = await cms(baseURL, roles.editor, '/redirects', {
      method: 'POST',
      body: { from: '/\\evil.example', to: '/contacto' },
    })
    expect(badFrom.status).toBe(400)
    expect(
      (
        await cms(baseURL, roles.editor, `/redirects?where[from][equals]=/vieja-${run}`).then((r) =>
          r.json(),
        )
      ).totalDocs,
    ).toBe(0)
  })

  it('follows no redirect stored before the check that would leave the site', async () => {
    const from = `/antigua-${run}`
    const now = new Date().toISOString()
    await runSql(
      databaseUrl,
      'INSERT INTO redirects ("from", "to", updated_at, created_at) VALUES (?, ?, ?, ?)',
      [from, '/\\evil.example', now, now],
    )
    const visit = await fetch(baseURL + from, { redirect: 'manual' })
    expect(visit.headers.get('location') ?? '').not.toContain('evil.example')
    expect([301, 307, 308]).not.toContain(visit.status)
  })

  it("refuses a campaign page whose card links to script or another site's path", async () => {
    const page = (href: string) => {
      const unique = `${run}-${Math.random().toString(36).slice(2, 7)}`
      return {
        title: `Tarjetas ${unique}`,
        slug: `tarjetas-${unique}`,
        _status: 'draft',
        layout: [{ blockType: 'cards', heading: 'H', items: [{ title: 'Uno', href }] }],
      }
    }
    for (const href of offSite) {
      const refused = await cms(baseURL, roles.editor, '/pages?locale=es', {
        method: 'POST',
        body: page(href),
      })
      expect(refused.status, href).toBe(400)
    }
    for (const href of ['/contacto', 'https://firm.example/a', '{recruitmentSite}']) {
      const taken = await cms(baseURL, roles.editor, '/pages?locale=es', {
        method: 'POST',
        body: page(href),
      })
      expect(taken.status, `${href} ${await taken.clone().text()}`).toBe(201)
    }
    const video = await cms(baseURL, roles.editor, '/pages?locale=es', {
      method: 'POST',
      body: {
        ...page('/contacto'),
        layout: [{ blockType: 'media', heading: 'V', videoUrl: 'javascript:alert(1)' }],
      },
    })
    expect(video.status).toBe(400)
  })

  it("refuses an http (not https) link in a content block's items", async () => {
    const { docs } = await (
      await cms(baseURL, roles.editor, '/content-blocks?limit=100&depth=0&locale=es')
    ).json()
    const block = docs.find((doc: { items?: unknown[] }) => doc.items?.length)
    expect(block).toBeTruthy()
    const items = block.items.map((item: { id: string }) => ({
      ...item,
      href: 'http://evil.example',
    }))
    const refused = await cms(baseURL, roles.editor, `/content-blocks/${block.id}?locale=es`, {
      method: 'PATCH',
      body: { items },
    })
    expect(refused.status).toBe(400)
  })
})

describe('push subscriptions', () => {
  const subscription = (endpoint: string) => ({
    endpoint,
    keys: { p256dh: 'BExampleKey', auth: 'c2VjcmV0' },
  })

  it('takes only https endpoints of the browsers’ push services', async () => {
    for (const endpoint of [
      'http://127.0.0.1:5432/probe',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://user@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const refused = await cms(baseURL, roles.agent, '/push-subscriptions/subscribe', {
        method: 'POST',
        body: subscription(endpoint),
      })
      expect(refused.status, endpoint).toBe(400)
    }
    const endpoint = `https://fcm.googleapis.com/fcm/send/${run}`
    const taken = await cms(baseURL, roles.agent, '/push-subscriptions/subscribe', {
      method: 'POST',
      body: subscription(endpoint),
    })
    expect(taken.status).toBe(201)
    const gone = await cms(baseURL, roles.agent, '/push-subscriptions/unsubscribe', {
      method: 'POST',
      body: subscription(endpoint),
    })
    expect(gone.status).toBe(200)
  })
})
