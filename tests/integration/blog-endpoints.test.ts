import { describe, expect, it } from 'vitest'
import { getWithoutRedirect } from '../support/http'

const get = getWithoutRedirect

async function json(path: string) {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type'), path).toMatch(/application\/json/)
  return response.json()
}

type Row = Record<string, unknown>

describe('blog search endpoints', () => {
  it.each(['/api/buscar', '/search/blog'])(
    '%s finds Spanish articles ignoring accents and case, with the spec fields',
    async (endpoint) => {
      const rows: Row[] = await json(`${endpoint}?query=INMIGRACION`)
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          ['id', 'title', 'titulo_en', 'titulo_es', 'url', 'url_en', 'url_es'].sort(),
        )
        expect(row.url).toBe(`/blog/${row.url_es}`)
        expect(row.title).toBe(row.titulo_es)
      }
      const titles = rows.map((row) => row.titulo_es)
      expect(titles).toContain('Cómo prepararse para la entrevista de inmigración')
    },
  )

  it('searches the English articles with lang=en', async () => {
    const rows: Row[] = await json('/api/buscar?query=fiance&lang=en')
    expect(rows.map((row) => row.url)).toContain('/en/blog/k1-fiance-visa')
    expect(rows[0].title).toBe(rows[0].titulo_en)
  })

  it('answers an empty list for a blank query', async () => {
    expect(await json('/api/buscar?query=%20%20')).toEqual([])
    expect(await json('/search/blog')).toEqual([])
  })

  it.each([
    ['quotes', `"visa' OR 1=1 --`],
    ['percent sign', '%'],
    ['percent and underscore wildcards', '%_%'],
    ['HTML', '<script>alert(1)</script>'],
    ['2,000 characters', 'visa '.repeat(400)],
  ])('handles a query with %s without error or injection', async (_name, query) => {
    for (const endpoint of ['/api/buscar', '/search/blog']) {
      const rows = await json(`${endpoint}?query=${encodeURIComponent(query)}`)
      expect(rows).toEqual([])
    }
  })

  it('answers within 50 ms on the sample content', async () => {
    await (await get('/api/buscar?query=warm')).json()
    const roundTrips: number[] = []
    const server: number[] = []
    for (const query of ['visa', 'inmigracion', 'familia', 'notario', 'zzz', 'k-1', 'policía']) {
      const started = performance.now()
      const response = await get(`/api/buscar?query=${encodeURIComponent(query)}`)
      await response.json()
      roundTrips.push(performance.now() - started)
      const timing = response.headers.get('server-timing') ?? ''
      server.push(Number(/search;dur=([\d.]+)/.exec(timing)?.[1] ?? Infinity))
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]
    console.log(
      `search latency: server median ${median(server).toFixed(1)} ms (max ${Math.max(...server).toFixed(1)}), ` +
        `HTTP round trip median ${median(roundTrips).toFixed(1)} ms (max ${Math.max(...roundTrips).toFixed(1)})`,
    )
    expect(median(server)).toBeLessThan(50)
  })
})

describe('blog category endpoints', () => {
  it('GET /en/api/category lists url_en and nombre_en', async () => {
    const rows: Row[] = await json('/en/api/category')
    expect(rows).toHaveLength(3)
    expect(rows).toContainEqual(
      expect.objectContaining({ url_en: 'immigration', nombre_en: 'Immigration' }),
    )
  })

  it('GET /api/categoria lists url_es and nombre_es', async () => {
    const rows: Row[] = await json('/api/categoria')
    expect(rows).toHaveLength(3)
    expect(rows).toContainEqual(
      expect.objectContaining({ url_es: 'inmigracion', nombre_es: 'Inmigración' }),
    )
  })
})

describe('testimonial and review endpoints', () => {
  it('GET /api/testimonios/travel lists id and foto', async () => {
    const rows: Row[] = await json('/api/testimonios/travel')
    expect(rows).toHaveLength(8)
    for (const row of rows) {
      expect(row.id).toBeTruthy()
      expect(row.foto).toMatch(/\.png$/)
    }
    expect((await get(rows[0].foto as string)).status).toBe(200)
  })

  it('GET /api/testimonios/giveaway lists id, foto and alt_es', async () => {
    const rows: Row[] = await json('/api/testimonios/giveaway')
    expect(rows).toHaveLength(14)
    for (const row of rows) {
      expect(row).toEqual(
        expect.objectContaining({
          id: expect.anything(),
          foto: expect.any(String),
          alt_es: expect.any(String),
        }),
      )
    }
  })

  it('GET /google-reviews/es lists the spec fields', async () => {
    const rows: Row[] = await json('/google-reviews/es')
    expect(rows).toHaveLength(6)
    for (const row of rows) {
      for (const field of [
        'nombre',
        'imagen',
        'fecha_publicado_relativo_en',
        'fecha_publicado_relativo_es',
        'body_en',
        'body_es',
        'time',
      ]) {
        expect(row[field], field).toBeTruthy()
      }
    }
    const unknown = await get('/google-reviews/xx')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toHaveProperty('error')
  })

  it('GET /api/blogs/home lists featured summaries in both languages', async () => {
    const rows: Row[] = await json('/api/blogs/home')
    expect(rows.length).toBeGreaterThanOrEqual(3)
    for (const row of rows) {
      for (const field of ['url_en', 'main_media', 'main_media_text_en', 'titulo_en', 'body_en']) {
        expect(row[field], field).toBeTruthy()
        expect(row[field.replace(/_en$/, '_es')], field).toBeTruthy()
      }
      expect(row.body_es).toMatch(/<p>/)
    }
  })
})

describe('blog pages', () => {
  it('renders an article on the server with date, hreflang and BlogPosting', async () => {
    const response = await get('/blog/visa-k1-prometidos')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('2 de febrero de 2026')
    expect(html).toMatch(/hrefLang="en" href="http:\/\/localhost:3000\/en\/blog\/k1-fiance-visa"/)
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/localhost:3000\/blog\/visa-k1-prometidos"/,
    )
    expect(html).toContain('"@type":"BlogPosting"')
    expect(html).toContain('id="formularioGeneral"')
  })

  it('switches an article to its counterpart through /redireccion', async () => {
    const toEs = await get('/redireccion/en/blog/k1-fiance-visa')
    expect(toEs.headers.get('location')).toMatch(/\/blog\/visa-k1-prometidos$/)
    const toEn = await get('/redireccion/blog/visa-k1-prometidos')
    expect(toEn.headers.get('location')).toMatch(/\/en\/blog\/k1-fiance-visa$/)
  })

  it('answers 404 for an unknown article and shows matching articles for ?query=', async () => {
    expect((await get('/blog/no-existe')).status).toBe(404)
    const html = await (await get('/en/blog?query=VISA')).text()
    expect(html).toContain('K-1 visa: how to bring your fiancé(e) to the United States')
  })
})
