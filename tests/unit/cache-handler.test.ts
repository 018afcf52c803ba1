import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import CacheHandler from '@/lib/cache/handler/index.mjs'
import { expireTagsEverywhere } from '@/lib/cache/handler/process-wide.mjs'
import { SizedLru } from '@/lib/cache/handler/sized-lru.mjs'
import { inlineScriptHashes } from '@/lib/security/script-hashes.mjs'

// The cache handler on Next's documented interface (get, set, revalidateTag), in one process:
// Redis sharing between instances is tested with two servers (instances-shared-state.test.ts).
const page = (text: string) => ({
  kind: 'APP_PAGE',
  html:
    '<html><head><script src="/_next/static/chunks/app.js" async=""></script></head>' +
    `<body>${text}</body></html>`,
  rscData: Buffer.from('0:{}'),
  headers: {},
  status: 200,
})
const data = (text: string) => ({ kind: 'FETCH', data: { body: text }, revalidate: 300 })
const microcache = { clear: vi.fn() }
let handler: CacheHandler
const htmlOf = async (key: string) =>
  ((await handler.get(key, {}))?.value as { html: string | Buffer } | undefined)?.html

beforeAll(() => {
  delete process.env.REDIS_URL
  ;(globalThis as { siteMicrocache?: typeof microcache }).siteMicrocache = microcache
  handler = new CacheHandler()
})
afterEach(() => {
  delete process.env.NEXT_BOUNDARY_AFTER_PAINT
  delete process.env.NEXT_BOUNDARY_HTML_BYTES
})

describe('the cache handler', () => {
  it('gives back what was set, with when', async () => {
    const before = Date.now()
    await handler.set('data-a', data('a'), { tags: ['blog'] })
    const entry = await handler.get('data-a', {})
    expect(entry?.value).toEqual(data('a'))
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before)
    expect(await handler.get('missing', {})).toBeNull()
  })

  it('forgets entries of a revalidated tag, keeps the others, and empties the microcache', async () => {
    await handler.set('data-blog', data('b'), { tags: ['blog'] })
    await handler.set('data-firm', data('f'), { tags: ['firm'] })
    microcache.clear.mockClear()
    await handler.revalidateTag('blog')
    expect(await handler.get('data-blog', {})).toBeNull()
    expect(await handler.get('data-firm', {})).not.toBeNull()
    expect(microcache.clear).toHaveBeenCalledTimes(1)
  })

  it('renders pages again after any revalidation (Next gives set no tags for a page)', async () => {
    await handler.set('/es/', page('Hola'), { kind: 'APP_PAGE' })
    await handler.revalidateTag(['testimonials'])
    expect(await handler.get('/es/', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('expires tags for work outside a request through expireTagsEverywhere', async () => {
    await handler.set('data-reviews', data('r'), { tags: ['reviews'] })
    await expireTagsEverywhere(['reviews'])
    expect(await handler.get('data-reviews', {})).toBeNull()
  })

  it('keeps a page as bytes that start its scripts after the first paint, leaving Next its copy', async () => {
    const rendered = page('Hola')
    await handler.set('/es/contacto', rendered, { kind: 'APP_PAGE' })
    const html = await htmlOf('/es/contacto')
    expect(Buffer.isBuffer(html)).toBe(true)
    expect(String(html)).toContain('<script data-scripts-after-paint="">')
    expect(rendered.html).toContain('async=""')
  })

  it("keeps with a page the hashes of its final HTML's inline scripts, for its policy", async () => {
    await handler.set('/es/hashes', page('<script>go()</script>'), { kind: 'APP_PAGE' })
    const entry = await handler.get('/es/hashes', {})
    const value = entry?.value as { html: Buffer; headers: Record<string, string> }
    const hashes = value.headers['x-site-script-hashes'].split(' ')
    expect(hashes).toEqual(inlineScriptHashes(String(value.html)))
    // go() and the after-paint loader, the latter written by the handler itself.
    expect(hashes).toHaveLength(2)
  })

  it('leaves the HTML as Next wrote it with the boundary switches off', async () => {
    process.env.NEXT_BOUNDARY_AFTER_PAINT = '0'
    await handler.set('/es/a', page('A'), { kind: 'APP_PAGE' })
    const bytes = await htmlOf('/es/a')
    expect(Buffer.isBuffer(bytes) && bytes.toString()).toBe(page('A').html)
    process.env.NEXT_BOUNDARY_HTML_BYTES = '0'
    await handler.set('/es/b', page('B'), { kind: 'APP_PAGE' })
    expect(await htmlOf('/es/b')).toBe(page('B').html)
  })

  it('keeps optimized images apart from pages, through revalidations', async () => {
    const image = { kind: 'IMAGE', buffer: Buffer.alloc(1000), extension: 'webp' }
    await handler.set('img', image, { kind: 'IMAGE' })
    await handler.revalidateTag('blog')
    expect((await handler.get('img', { kind: 'IMAGE' }))?.value).toBe(image)
    expect(await handler.get('img', { kind: 'APP_PAGE' })).toBeNull()
  })
})

describe('the size-bounded store', () => {
  it('forgets the least recently used entries past its size', () => {
    const lru = new SizedLru<string>(10, (value) => value.length)
    lru.set('a', 'aaaa')
    lru.set('b', 'bbbb')
    lru.get('a')
    lru.set('c', 'cccc')
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['aaaa', undefined, 'cccc'])
    expect(lru.bytes).toBe(8)
    lru.set('huge', 'x'.repeat(11))
    expect(lru.get('huge')).toBeUndefined()
  })
})
