import { describe, expect, it } from 'vitest'
import {
  scriptsStartedAfterPaint,
  startScriptsAfterPaint,
} from '@/lib/next-boundary/scripts-after-paint.mjs'

const entry = '/_next/static/chunks/entry.js'
const page =
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${entry}"/>` +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '</head><body><main>Hola</main>' +
  `<script src="${entry}" async=""></script>` +
  '<script>self.__next_f.push([1,"x"])</script></body></html>'

describe('cached pages start their scripts after the first paint', () => {
  const out = startScriptsAfterPaint(page)

  it("takes out every async chunk tag and Next's preload of its entry chunk", () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/)
    expect(out).not.toContain('<link rel="preload" as="script"')
  })

  it('adds them back from one loader at the end of the body, in their order', () => {
    const loader = out.match(/<script data-scripts-after-paint="">(.*?)<\/script><\/body>/)?.[1]
    expect(loader).toContain('"first-contentful-paint"')
    expect(loader).toContain('requestAnimationFrame(start)')
    expect(loader).toContain(
      JSON.stringify(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/entry.js']),
    )
    expect(scriptsStartedAfterPaint(out)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/entry.js',
    ])
    expect(scriptsStartedAfterPaint(page)).toEqual([])
  })

  it('keeps the rest of the page: content, inline payload, the no-module polyfill', () => {
    expect(out).toContain('<main>Hola</main>')
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>')
    expect(out).toContain('noModule=""')
  })

  it('leaves a page without chunk scripts or without a body end as it is', () => {
    const plain = '<html><body><p>404</p></body></html>'
    expect(startScriptsAfterPaint(plain)).toBe(plain)
    const cut = page.replace('</body></html>', '')
    expect(startScriptsAfterPaint(cut)).toBe(cut)
  })
})
