import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { createStaff } from '../support/create-staff.mjs'
import { cmsApi, eventually } from '../support/http'

const baseURL = sharedServer('baseURL')
const databaseUrl = sharedServer('databaseUrl')
const email = `editor-${Date.now()}@firm.example`
const password = 'integration-Editor-1'
let token = ''

const cms = cmsApi(baseURL, () => token)
const waitFor = (check: () => Promise<boolean>, ms = 5000) => eventually(check, ms, 200)

describe('staff publishing an article', () => {
  beforeAll(async () => {
    // As an operator makes an editor (`npm run create-staff`).
    const created = await createStaff(databaseUrl, { email, password, role: 'editor' })
    expect(created).toContain(`Created editor ${email}`)
    const login = await fetch(`${baseURL}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    token = (await login.json()).token
    expect(token).toBeTruthy()
  }, 60_000)

  it('refuses anonymous writes', async () => {
    const response = await fetch(`${baseURL}/cms/api/blog-posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    })
    expect(response.status).toBe(403)
  })

  it('keeps a draft private, then publishes it live within seconds, index from indice', async () => {
    const { data: media } = await cms('GET', '/media?limit=1')
    const created = await cms('POST', '/blog-posts?locale=es&draft=true', {
      title: 'Calendario de citas consulares zafiro',
      slug: 'calendario-citas-zafiro',
      body: '<h2 id="fechas">Fechas</h2><p>Texto del calendario.</p>',
      mainImage: media.docs[0].id,
      mainImageAlt: 'Calendario',
      createdDate: '2026-04-01T12:00:00.000Z',
      indice: 'Fechas**Dates**fechas',
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = created.data.doc.id
    const search = async () =>
      (await (await fetch(`${baseURL}/api/buscar?query=zafiro`)).json()) as { id: number }[]
    expect(await search()).toEqual([])
    expect((await fetch(`${baseURL}/blog/calendario-citas-zafiro`)).status).toBe(404)
    // The blog list is a cached page: read once before publishing, so the cache holds it.
    const title = 'Calendario de citas consulares zafiro'
    const list = async () => (await fetch(`${baseURL}/blog`)).text()
    expect(await list()).not.toContain(title)

    const published = await cms('PATCH', `/blog-posts/${id}?locale=es`, { _status: 'published' })
    expect(published.status).toBe(200)
    expect(published.data.doc.anchors).toEqual([
      expect.objectContaining({ titleEs: 'Fechas', titleEn: 'Dates', anchor: 'fechas' }),
    ])
    expect(published.data.doc.indice).toBe('Fechas**Dates**fechas')
    expect(await waitFor(async () => (await search()).some((row) => row.id === id))).toBe(true)
    const article = () => fetch(`${baseURL}/blog/calendario-citas-zafiro`)
    expect(await waitFor(async () => (await article()).status === 200)).toBe(true)
    expect(await (await article()).text()).toContain('href="#fechas"')
    // Revalidated by the same tag: the cached list shows it, and so does the page search.
    expect(await waitFor(async () => (await list()).includes(title))).toBe(true)
    const searchPage = async () => (await fetch(`${baseURL}/blog?query=zafiro`)).text()
    expect(await waitFor(async () => (await searchPage()).includes(title))).toBe(true)
  })
})
