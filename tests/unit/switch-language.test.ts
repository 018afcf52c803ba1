import { describe, expect, it } from 'vitest'
import { pathnames } from '@/i18n/routing'
import { switchLanguagePath } from '@/i18n/switch-language'

const sample: Record<string, string> = {
  '[name]': 'elena-rivera',
  '[slug]': 'un-articulo',
  '[category]': 'noticias',
}

function fill(pattern: string) {
  return pattern.replace(/\[[a-z]+\]/g, (part) => sample[part])
}

const staticRows = Object.entries(pathnames)
  .filter(([key]) => !key.startsWith('/blog/'))
  .map(([, value]) => (typeof value === 'string' ? { es: value, en: value } : value))
  .map((row) => ({ es: fill(row.es), en: row.en === '/' ? '/en' : `/en${fill(row.en)}` }))

describe('switchLanguagePath over the route table', () => {
  it.each(staticRows)('maps $es to $en', ({ es, en }) => {
    expect(switchLanguagePath(es)).toBe(en)
  })

  it.each(staticRows)('maps $en back to $es', ({ es, en }) => {
    expect(switchLanguagePath(en)).toBe(es)
  })

  it('covers every row of the spec table', () => {
    const spanish = staticRows.map((row) => row.es)
    for (const path of [
      '/',
      '/servicios',
      '/servicios/abogado-de-inmigracion',
      '/abogados',
      '/abogados/elena-rivera',
      '/nosotros',
      '/visa-humanitaria',
      '/visa-humanitaria/visa-vawa',
      '/visa-humanitaria/visa-t',
      '/visa-humanitaria/visa-u',
      '/visa-k1',
      '/testimonios',
      '/blog',
      '/contacto',
      '/terminos-y-condiciones',
      '/politica-de-privacidad',
      '/suscripcion-sms',
      '/cancelar-sms',
      '/mapa-de-sitio',
      '/elena-rivera',
      '/gracias',
    ]) {
      expect(spanish).toContain(path)
    }
  })
})

describe('switchLanguagePath special cases', () => {
  it('sends /en/testimonios to the Spanish reviews page', () => {
    expect(switchLanguagePath('/en/testimonios')).toBe('/testimonios')
  })

  it('maps the live-session pages both ways', () => {
    expect(switchLanguagePath('/transmisiones-en-vivo-con-elena-rivera')).toBe(
      '/en/as-seen-live-with-elena-rivera',
    )
    expect(switchLanguagePath('/en/as-seen-live-with-elena-rivera')).toBe(
      '/transmisiones-en-vivo-con-elena-rivera',
    )
  })

  it('sends English blog articles to /redireccion plus the same path', () => {
    expect(switchLanguagePath('/en/blog/how-to-apply')).toBe('/redireccion/en/blog/how-to-apply')
  })

  it('sends Spanish blog articles and categories through /redireccion too', () => {
    expect(switchLanguagePath('/blog/como-aplicar')).toBe('/redireccion/blog/como-aplicar')
    expect(switchLanguagePath('/blog/categoria/noticias')).toBe(
      '/redireccion/blog/categoria/noticias',
    )
    expect(switchLanguagePath('/en/blog/category/news')).toBe('/redireccion/en/blog/category/news')
  })

  it('removes a trailing slash before the lookup', () => {
    expect(switchLanguagePath('/gracias/')).toBe('/en/thank-you')
    expect(switchLanguagePath('/en/services/')).toBe('/servicios')
    expect(switchLanguagePath('/en/')).toBe('/')
  })

  it('ignores the query string and hash', () => {
    expect(switchLanguagePath('/contacto?x=1#form')).toBe('/en/contact')
  })

  it('sends unknown English paths to /es and unknown Spanish paths to /en', () => {
    expect(switchLanguagePath('/en/no/such/page')).toBe('/es')
    expect(switchLanguagePath('/no/existe/pagina')).toBe('/en')
    expect(switchLanguagePath('/servicios/otra-cosa')).toBe('/en')
  })

  it('does not mistake paths that merely start with /en', () => {
    expect(switchLanguagePath('/encuesta')).toBe('/en/encuesta')
  })
})
