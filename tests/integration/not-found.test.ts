import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'

// Every 404 of the public site is painted by the server: plain HTTP (no JavaScript, as a crawler
// reads it) gets status 404 and the spec's 404 page in the path's language, with its links home
// and to contact. Asked twice: the second answer comes from the page cache.
const baseURL = sharedServer('baseURL')

const spanish = {
  lang: 'es',
  title: 'Página no encontrada',
  heading: '¡UPS! PÁGINA NO ENCONTRADA',
  links: [
    ['/', 'Volver al inicio'],
    ['/contacto', 'Reportar problema'],
  ],
}
const english = {
  lang: 'en',
  title: 'Page not found',
  heading: '¡OPPS! PAGE NOT FOUND',
  links: [
    ['/en', 'Return to Home'],
    ['/en/contact', 'Report Problem'],
  ],
}

const unknownPaths = [
  ['/x', spanish],
  ['/en/x', english],
  ['/x/y/z', spanish],
  ['/en/x/y', english],
  ['/blog/nope', spanish],
  ['/en/blog/nope', english],
  ['/abogados/nope', spanish],
  ['/en/attorneys/nope', english],
  ['/blog/categoria/nope', spanish],
  ['/en/blog/category/nope', english],
  // Under the pages rendered per request: a language they do not have, unknown children.
  ['/en/equipo/redes-sociales', english],
  ['/equipo/x', spanish],
  ['/en/equipo/x', english],
  ['/landing/youtube/x', spanish],
  ['/en/landing/youtube/x', english],
  ['/cancelar-sms/listo/x', spanish],
  ['/en/sms-unsubscribe/done/x', english],
  ['/busqueda-blog/x', spanish],
  ['/en/busqueda-blog/x', english],
  ['/formulario/x', spanish],
  ['/100%25', spanish],
  ['/en/%E0%A4%A', english],
] as const

const text = (html: string) => html.replace(/<!-- -->/g, '')

describe('404 pages', () => {
  it.each(unknownPaths)('%s answers 404 with the page painted', async (path, expected) => {
    for (const attempt of ['first', 'cached']) {
      const response = await fetch(baseURL + path, { redirect: 'manual' })
      expect(response.status, `${path} (${attempt})`).toBe(404)
      const html = text(await response.text())
      expect(html).toContain(`<html lang="${expected.lang}"`)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${expected.heading}</h1>`))
      expect(html).toContain(expected.title)
      for (const [href, label] of expected.links) {
        expect(html).toMatch(new RegExp(`<a href="${href}"[^>]*>${label}</a>`))
      }
      expect(html).toContain('<meta name="robots" content="noindex"/>')
    }
  })
})
