import { describe, expect, it } from 'vitest'
import { getWithoutRedirect } from '../support/http'

const get = getWithoutRedirect

describe('platform on a fresh database', () => {
  it('applied the migrations and loaded the sample firm profile in both languages', async () => {
    const es = await (await get('/cms/api/globals/firm-profile?locale=es')).json()
    const en = await (await get('/cms/api/globals/firm-profile?locale=en')).json()
    expect(es.name).toBeTruthy()
    expect(es.phones.newCases).toMatch(/555/)
    expect(es.attorneys[0].role).not.toBe(en.attorneys[0].role)
    expect(en.offices).toHaveLength(2)
  })

  it('stores bar admissions with one year per row and the court named in each language', async () => {
    const read = async (locale: string) =>
      (
        await (
          await get(`/cms/api/attorneys?locale=${locale}&where[slug][equals]=elena-rivera`)
        ).json()
      ).docs[0].barAdmissions as { id: string; jurisdiction: string; year: number }[]
    const [es, en] = [await read('es'), await read('en')]
    expect(es.map((row) => row.year)).toEqual([2009, 2011, 2014])
    // The same rows (ids and years) in both languages; only the names differ.
    expect(en.map(({ id, year }) => ({ id, year }))).toEqual(
      es.map(({ id, year }) => ({ id, year })),
    )
    expect(es[0].jurisdiction).toBe('Distrito de Columbia')
    expect(en[0].jurisdiction).toBe('District of Columbia')
  })

  it('keeps Payload REST off /api', async () => {
    expect((await get('/cms/api/blog-categories?locale=en')).status).toBe(200)
    expect((await get('/api/blog-categories')).status).toBe(404)
  })

  it('refuses staff-only data to anonymous visitors', async () => {
    const response = await get('/cms/api/users')
    expect(response.status).toBe(403)
  })

  it.each([
    ['/', 'es'],
    ['/servicios', 'es'],
    ['/en', 'en'],
    ['/en/services', 'en'],
    ['/en/testimonios', 'en'],
  ])('serves %s with lang=%s', async (path, lang) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`<html lang="${lang}"`)
  })

  it('answers unknown paths with 404 in the right language', async () => {
    const es = await get('/no/existe')
    expect(es.status).toBe(404)
    expect(await es.text()).toContain('Página no encontrada')
    const en = await get('/en/does/not/exist')
    expect(en.status).toBe(404)
    expect(await en.text()).toContain('PAGE NOT FOUND')
  })

  it('emits canonical and hreflang links', async () => {
    const html = await (await get('/en/contact')).text()
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/en\/contact"/)
    expect(html).toMatch(/hrefLang="es" href="http:\/\/localhost:3000\/contacto"/)
    expect(html).toMatch(/hrefLang="x-default" href="http:\/\/localhost:3000\/contacto"/)
  })
})
