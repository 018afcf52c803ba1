import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'

const baseURL = sharedServer('baseURL')

async function getJson(path: string) {
  const response = await fetch(baseURL + path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  return response.json()
}

describe('marketing endpoints on a fresh database', () => {
  it('GET /api/lives/get/en lists the lives with the spec fields in both languages', async () => {
    const lives = await getJson('/api/lives/get/en')
    expect(Array.isArray(lives)).toBe(true)
    expect(lives.length).toBeGreaterThanOrEqual(7)
    for (const live of lives) {
      expect(live).toEqual(
        expect.objectContaining({
          url: expect.stringMatching(/^https:\/\//),
          imagen_es: expect.stringMatching(/\.png$/),
          nombre_es: expect.any(String),
          imagen_en: expect.stringMatching(/\.png$/),
          nombre_en: expect.any(String),
        }),
      )
      expect(live.nombre_es).not.toBe(live.nombre_en)
    }
    expect(lives[0].imagen_es).toMatch(/^\/cms\/api\/media\/file\//)
    const image = await fetch(baseURL + lives[0].imagen_es)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/image\/png/)
  })

  it('GET /api/clientestestimonios/abogado lists testimonials with foto, body_en, body_es', async () => {
    const testimonials = await getJson('/api/clientestestimonios/abogado')
    expect(testimonials.length).toBeGreaterThanOrEqual(4)
    for (const item of testimonials) {
      expect(item.foto).toMatch(/\.png$/)
      expect(item.body_es.length).toBeGreaterThan(20)
      expect(item.body_en.length).toBeGreaterThan(20)
      expect(item.body_es).not.toBe(item.body_en)
    }
  })

  it('serves sitemap.xml with both languages and hreflang alternates, and robots.txt', async () => {
    const xml = await (await fetch(baseURL + '/sitemap.xml')).text()
    expect(xml).toContain('<loc>http://localhost:3000/visa-k1</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/en/k1-visa</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/en/attorneys/daniel-castillo</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/transmisiones-en-vivo-con-elena-rivera</loc>')
    expect(xml).toMatch(/hreflang="en" href="http:\/\/localhost:3000\/en\/services"/)
    // Blog articles and categories, each language with its own slug.
    expect(xml).toContain('<loc>http://localhost:3000/blog/visa-u-victimas-de-crimenes</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/en/blog/u-visa-crime-victims</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/blog/categoria/noticias</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/en/blog/category/news</loc>')
    const robots = await (await fetch(baseURL + '/robots.txt')).text()
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })

  it('renders the home page with the LegalService JSON-LD naming both attorneys', async () => {
    const html = await (await fetch(baseURL + '/en')).text()
    const match = html.match(
      /<script type="application\/ld\+json">(\{"@context[^<]*LegalService[^<]*)<\/script>/,
    )
    expect(match).not.toBeNull()
    const data = JSON.parse(match![1]!)
    expect(data['@type']).toBe('LegalService')
    expect(data.employee.map((person: { name: string }) => person.name)).toEqual([
      'Elena Rivera',
      'Daniel Castillo',
    ])
  })
})
