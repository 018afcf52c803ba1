import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { Staff, Visitor, eventually } from '../support/http'
import { cms, staffOfEachRole } from '../support/staff-accounts'

const baseURL = sharedServer('baseURL')
const adminToken = sharedServer('staffToken')
const staff = new Staff(baseURL, adminToken)
const roles = staffOfEachRole(baseURL, adminToken)
const get = (path: string) => fetch(baseURL + path, { redirect: 'manual' })
const html = async (path: string) => (await get(path)).text()
const run = Date.now().toString(36)

/** A page built from blocks, in one language, as an editor would send it. */
function pageData(
  language: 'es' | 'en',
  slug: string,
  label: string,
  status: 'draft' | 'published',
) {
  const words = language === 'es' ? 'Campaña de prueba' : 'Test campaign'
  return {
    title: `${words} ${slug}`,
    slug,
    _status: status,
    layout: [
      { blockType: 'hero', heading: `${words} ${slug}`, text: 'Texto', cta: 'form' },
      { blockType: 'richText', heading: 'Detalles', text: `Párrafo único ${slug}` },
      {
        blockType: 'faq',
        heading: 'FAQ',
        items: [{ question: `¿Pregunta ${slug}?`, answer: 'Respuesta.' }],
      },
      { blockType: 'leadForm', sectionLabel: label, situation: false, consentPreview: 150 },
    ],
  }
}

async function createPage(slug: string, label: string, status: 'draft' | 'published') {
  const response = await cms(baseURL, roles.editor, '/pages?locale=es', {
    method: 'POST',
    body: pageData('es', slug, label, status),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()).doc.id as number
}

/** An editor publishes the page's Spanish version. */
async function publishSpanish(id: number) {
  const published = await cms(baseURL, roles.editor, `/pages/${id}?locale=es`, {
    method: 'PATCH',
    body: { _status: 'published' },
  })
  expect(published.status).toBe(200)
}

describe('campaign pages', () => {
  it('lets editors build pages and agents only read them', async () => {
    const anonymous = await fetch(`${baseURL}/cms/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pageData('es', `anon-${run}`, 'X', 'published')),
    })
    expect(anonymous.status).toBe(403)
    const byAgent = await cms(baseURL, roles.agent, '/pages', {
      method: 'POST',
      body: pageData('es', `agent-${run}`, 'X', 'published'),
    })
    expect(byAgent.status).toBe(403)
    const list = await cms(baseURL, roles.agent, '/pages?limit=50')
    expect(list.status).toBe(200)
    expect((await list.json()).docs.map((doc: { slug: string }) => doc.slug)).toContain(
      'parole-en-familia',
    )
  })

  it('keeps a draft private, serves the published page in both languages with its blocks', async () => {
    const slug = `borrador-${run}`
    const id = await createPage(slug, `Campaña ${run}`, 'draft')
    expect((await get(`/${slug}`)).status).toBe(404)

    await publishSpanish(id)
    expect(await eventually(async () => (await get(`/${slug}`)).status === 200, 5000)).toBe(true)
    const page = await html(`/${slug}`)
    expect(page).toContain(`Párrafo único ${slug}`)
    expect(page).toContain('"@type":"FAQPage"')
    // Only Spanish so far: the English path is not a page.
    expect((await get(`/en/${slug}`)).status).not.toBe(200)

    const english = await cms(baseURL, roles.editor, `/pages/${id}?locale=en`, {
      method: 'PATCH',
      body: { ...pageData('en', `draft-${run}`, `Campaign ${run}`, 'published') },
    })
    expect(english.status, await english.clone().text()).toBe(200)
    expect(await eventually(async () => (await get(`/en/draft-${run}`)).status === 200)).toBe(true)
    const englishPage = await html(`/en/draft-${run}`)
    expect(englishPage).toContain(`Test campaign draft-${run}`)
    expect(englishPage).toContain(`hrefLang="es" href="http://localhost:3000/${slug}"`)
    // The language switch keeps the slug: /en/{spanish slug} leads to the English page.
    const switched = await get(`/en/${slug}`)
    expect(switched.headers.get('location')?.split(',')[0]?.trim()).toBe(`/en/draft-${run}`)
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/en/draft-${run}`)
  })

  it("previews an editor's latest draft in a frame of the admin only; visitors' pages are never framed", async () => {
    const slug = `vista-${run}`
    const id = await createPage(slug, `Vista ${run}`, 'draft')
    // The editor's next draft, saved from the admin.
    const typed = await cms(baseURL, roles.editor, `/pages/${id}?locale=es&draft=true`, {
      method: 'PATCH',
      body: { ...pageData('es', slug, `Vista ${run}`, 'draft'), title: `Escrito ${run}` },
    })
    expect(typed.status, await typed.clone().text()).toBe(200)

    const refused = await fetch(`${baseURL}/cms/preview?path=/${slug}`, { redirect: 'manual' })
    expect(refused.status).toBe(403)
    const opened = await fetch(`${baseURL}/cms/preview?path=/${slug}`, {
      redirect: 'manual',
      headers: roles.editor.auth,
    })
    expect(opened.status).toBe(307)
    expect(opened.headers.get('location')).toBe(`/${slug}`)
    const draftCookie = opened.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .find((cookie) => cookie.startsWith('__prerender_bypass='))
    expect(draftCookie).toBeTruthy()

    const preview = await fetch(`${baseURL}/${slug}`, { headers: { cookie: draftCookie! } })
    expect(preview.status).toBe(200)
    expect(await preview.text()).toContain(`Escrito ${run}`)
    const policy = preview.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+/)
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN')

    // Without the editor's draft mode: no page, and nothing of the site may be framed.
    for (const path of [`/${slug}`, '/parole-en-familia', '/']) {
      const response = await get(path)
      expect(response.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      )
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
    }
    expect((await get(`/${slug}`)).status).toBe(404)
    // The admin itself is never framed, even in the editor's draft mode.
    const admin = await fetch(`${baseURL}/admin/login`, { headers: { cookie: draftCookie! } })
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(admin.headers.get('x-frame-options')).toBe('DENY')
  })

  it('lists a published page on the HTML sitemap of each language it has a slug in', async () => {
    const slug = `solo-es-${run}`
    const id = await createPage(slug, 'X', 'draft')
    expect(await html('/mapa-de-sitio')).not.toContain(`href="/${slug}"`)
    await publishSpanish(id)
    expect(
      await eventually(async () => (await html('/mapa-de-sitio')).includes(`href="/${slug}"`)),
    ).toBe(true)
    expect(await html('/mapa-de-sitio')).toContain(`Campaña de prueba ${slug}`)
    // No English slug: the English sitemap does not list it.
    expect(await html('/en/sitemap')).not.toContain(slug)
  })

  it('refuses a slug a route or an attorney already uses, and a search title another page has', async () => {
    /** A refused page's REST answer: status and the first error's message. */
    async function refused(slug: string, language: 'es' | 'en', extra: object = {}) {
      const editor = { auth: { ...roles.editor.auth, 'accept-language': language } }
      const response = await cms(baseURL, editor, '/pages?locale=es', {
        method: 'POST',
        body: { ...pageData('es', slug, 'X', 'published'), ...extra },
      })
      const body = (await response.json()) as { errors: { message: string }[] }
      return { status: response.status, message: body.errors[0]?.message }
    }
    // The slug's own message reaches the REST answer, in the editor's language.
    const route = await refused('contacto', 'es')
    expect(route.status).toBe(400)
    expect(route.message).toContain('Esta dirección ya la usa una página del sitio')
    expect(route.message).toContain('/contacto')
    const routeEn = await refused('contact', 'en')
    expect(routeEn.status).toBe(400)
    expect(routeEn.message).toContain('This address is already used by a page of the site')
    expect(routeEn.message).toContain('/en/contact')

    const founder = await refused('elena-rivera', 'en')
    expect(founder.status).toBe(400)
    expect(founder.message).toContain('This address is already used by Elena Rivera’s page')
    const founderEs = await refused('elena-rivera', 'es')
    expect(founderEs.message).toContain('Esta dirección ya la usa la página de Elena Rivera')

    const taken = await refused('parole-en-familia', 'es', { title: `Otra ${run}`, meta: {} })
    expect(taken.status).toBe(400)
    expect(taken.message).toContain('la página de campaña «Parole en familia»')

    const title = await refused(`otra-${run}`, 'en', { title: 'Parole en familia', meta: {} })
    expect(title.status).toBe(400)
    expect(title.message).toContain('Another page already has that search title')
  })

  it('draws exactly one h1 wherever the hero stands', async () => {
    const openedByHero = `heroe-${run}`
    await createPage(openedByHero, 'X', 'published')
    const heroLater = `heroe-abajo-${run}`
    const response = await cms(baseURL, roles.editor, '/pages?locale=es', {
      method: 'POST',
      body: {
        ...pageData('es', heroLater, 'X', 'published'),
        title: `Título de página ${run}`,
        layout: [
          { blockType: 'richText', heading: 'Primero', text: 'Texto antes del héroe' },
          { blockType: 'hero', heading: `Héroe segundo ${run}`, text: 'Texto', cta: 'phone' },
        ],
      },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const h1s = (page: string) => [...page.matchAll(/<h1\b[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1])

    expect(await eventually(async () => (await get(`/${openedByHero}`)).status === 200)).toBe(true)
    expect(h1s(await html(`/${openedByHero}`))).toEqual([`Campaña de prueba ${openedByHero}`])
    expect(await eventually(async () => (await get(`/${heroLater}`)).status === 200)).toBe(true)
    const later = await html(`/${heroLater}`)
    expect(h1s(later)).toEqual([`Título de página ${run}`])
    expect(later).toMatch(new RegExp(`<h2\\b[^>]*>Héroe segundo ${run}</h2>`))
  })

  it("posts the form with the block's label and stores the lead with it", async () => {
    const slug = `formulario-${run}`
    const label = `Campaña Formulario ${run}`
    await createPage(slug, label, 'published')
    expect(await eventually(async () => (await get(`/${slug}`)).status === 200)).toBe(true)
    const page = await html(`/${slug}`)
    expect(page).toContain(`name="seccion" value="${label}"`)
    expect(page).toContain('id="formularioGeneral"')

    const visitor = new Visitor(baseURL)
    const phone = `20255${String(Date.now()).slice(-5)}`
    const posted = await visitor.post('/api/prospecto/agregar', {
      nombre: 'Rosa Campaña',
      email: 'rosa@example.com',
      phone,
      mensaje: 'Quiero información',
      checkbox: '1',
      seccion: `${label} - TikTok`,
      fecha_hora: new Date().toISOString(),
    })
    expect(posted.status).toBe(200)
    const { docs } = await staff.find('leads', { phone })
    expect(docs[0]?.seccion).toBe(`${label} - TikTok`)
  })

  it('redirects the old slug permanently when a published slug changes; refuses loops', async () => {
    const slug = `vieja-${run}`
    const id = await createPage(slug, 'X', 'published')
    expect(await eventually(async () => (await get(`/${slug}`)).status === 200)).toBe(true)
    const renamed = await cms(baseURL, roles.editor, `/pages/${id}?locale=es`, {
      method: 'PATCH',
      body: { slug: `nueva-${run}`, _status: 'published' },
    })
    expect(renamed.status).toBe(200)
    expect(await eventually(async () => [301, 308].includes((await get(`/${slug}`)).status))).toBe(
      true,
    )
    expect((await get(`/${slug}`)).headers.get('location')?.split(',')[0]?.trim()).toBe(
      `/nueva-${run}`,
    )
    expect((await get(`/nueva-${run}`)).status).toBe(200)

    const loop = await cms(baseURL, roles.editor, '/redirects', {
      method: 'POST',
      body: { from: `/nueva-${run}`, to: `/${slug}` },
    })
    expect(loop.status).toBe(400)
    // Another site's address is refused with the reason, in the admin's language.
    const outside = await cms(baseURL, roles.editor, '/redirects', {
      method: 'POST',
      body: { from: `/fuera-${run}`, to: 'https://otro-sitio.example/oferta' },
    })
    expect(outside.status).toBe(400)
    expect(JSON.stringify(await outside.json())).toContain(
      'Una redirección solo puede llevar a otra página de este sitio, no a otro sitio web',
    )
    const outsideEn = await fetch(`${baseURL}/cms/api/redirects`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...roles.editor.auth,
      },
      body: JSON.stringify({ from: `/away-${run}`, to: '//elsewhere.example' }),
    })
    expect(outsideEn.status).toBe(400)
    expect(JSON.stringify(await outsideEn.json())).toContain(
      'A redirect can only lead to another page of this site, not to another website',
    )
    // A retired multi-segment URL an editor redirects.
    const retired = await cms(baseURL, roles.editor, '/redirects', {
      method: 'POST',
      body: { from: `/campanas/${run}`, to: `/nueva-${run}` },
    })
    expect(retired.status).toBe(201)
    expect(await eventually(async () => (await get(`/campanas/${run}`)).status === 308)).toBe(true)
  })

  it('restores an earlier published version, which visitors then see', async () => {
    const slug = `version-${run}`
    const id = await createPage(slug, `Versión ${run}`, 'published')
    const changed = await cms(baseURL, roles.editor, `/pages/${id}?locale=es`, {
      method: 'PATCH',
      body: {
        _status: 'published',
        layout: [{ blockType: 'richText', heading: 'Nuevo', text: `Texto cambiado ${run}` }],
      },
    })
    expect(changed.status).toBe(200)
    expect(
      await eventually(async () => (await html(`/${slug}`)).includes(`Texto cambiado ${run}`)),
    ).toBe(true)

    const listed = await cms(
      baseURL,
      roles.editor,
      `/pages/versions?where[parent][equals]=${id}&sort=createdAt&limit=10&locale=es`,
    )
    const first = (await listed.json()).docs[0] as { id: number; version: { layout: unknown[] } }
    expect(first.version.layout).toHaveLength(4)
    // An agent reads pages but may not restore one.
    const byAgent = await cms(baseURL, roles.agent, `/pages/versions/${first.id}?locale=es`, {
      method: 'POST',
    })
    expect(byAgent.status).toBe(403)
    const restored = await cms(baseURL, roles.editor, `/pages/versions/${first.id}?locale=es`, {
      method: 'POST',
    })
    expect(restored.status, await restored.clone().text()).toBe(200)
    expect(
      await eventually(async () => (await html(`/${slug}`)).includes(`Párrafo único ${slug}`)),
    ).toBe(true)
    expect(await html(`/${slug}`)).not.toContain(`Texto cambiado ${run}`)
  })

  it('publishes a scheduled draft at its time, once', async () => {
    const slug = `programada-${run}`
    const id = await createPage(slug, 'X', 'draft')
    const at = new Date(Date.now() + 4000).toISOString()
    const scheduled = await cms(baseURL, roles.editor, `/pages/${id}?locale=es&draft=true`, {
      method: 'PATCH',
      body: { publishAt: at, _status: 'draft' },
    })
    expect(scheduled.status).toBe(200)
    expect((await get(`/${slug}`)).status).toBe(404)
    expect(await eventually(async () => (await get(`/${slug}`)).status === 200, 20_000, 500)).toBe(
      true,
    )
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at))
    const versions = await cms(
      baseURL,
      roles.editor,
      `/pages/versions?where[parent][equals]=${id}&where[version._status][equals]=published&limit=10`,
    )
    expect((await versions.json()).totalDocs).toBe(1)
  }, 40_000)
})
