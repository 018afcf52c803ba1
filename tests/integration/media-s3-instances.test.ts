import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase, tmpDir } from '../support/database'
import { png } from '../support/document-files'
import { FakeS3 } from '../support/fake-s3'
import { firstStaffToken } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { waitFor } from '../support/sinks'

// Issue 37, "Storage on S3": two instances on one database and one bucket, each with a media
// folder of its own (no shared folder): an image uploaded through A shows on a page served by B,
// resized by B's image optimizer from the bucket. Instances share their cache revalidation through
// Redis (README, "Several instances"), which is how B learns of A's new article.
const redisUrl = process.env.REDIS_URL
const fake = new FakeS3('firm-media')
const servers: RunningServer[] = []
const mediaDirs = ['a', 'b'].map((name) => path.join(tmpDir, `media-${name}-${process.pid}`))
let token: string

beforeAll(async () => {
  if (!redisUrl) return
  await fake.start()
  const databaseUrl = await freshDatabase('media_s3_instances')
  for (const mediaDir of mediaDirs) {
    fs.mkdirSync(mediaDir, { recursive: true })
    servers.push(
      await startServer({
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: mediaDir,
        REDIS_URL: redisUrl!,
        PAYLOAD_SECRET: 'shared-secret-of-both-instances-32-chars-or-more',
        ...fake.env(),
      }),
    )
  }
  token = await firstStaffToken(servers[0].url)
}, 240_000)

afterAll(async () => {
  for (const server of servers) await server.stop()
  await fake.stop()
})

describe.runIf(redisUrl)('media on S3 behind two instances', () => {
  it('shows on a page of instance B an image uploaded through instance A', async () => {
    const [a, b] = servers
    const auth = { authorization: `JWT ${token}` }
    const form = new FormData()
    const bytes = await png()
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'faro.png')
    form.append('_payload', JSON.stringify({ alt: 'Faro' }))
    const uploaded = await fetch(`${a.url}/cms/api/media`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { doc: media } = await uploaded.json()
    expect(fake.keys()).toContain(`media/${media.filename}`)
    for (const mediaDir of mediaDirs) {
      expect(fs.readdirSync(mediaDir, { recursive: true })).not.toContain(media.filename)
    }

    const slug = 'faro-de-la-costa-s3'
    const created = await fetch(`${a.url}/cms/api/blog-posts?locale=es`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'El faro de la costa',
        slug,
        body: '<p>Un artículo con imagen.</p>',
        mainImage: media.id,
        mainImageAlt: 'Faro',
        createdDate: '2026-11-01T12:00:00.000Z',
        _status: 'published',
      }),
    })
    expect(created.status).toBe(201)

    // B never saw the upload: its page names the image through B's own optimizer.
    const page = await waitFor(async () => {
      const response = await fetch(`${b.url}/blog/${slug}`)
      return response.status === 200 ? response.text() : undefined
    }, 30_000)
    const encoded = encodeURIComponent(`/cms/api/media/file/${media.filename}`)
    const optimized = page.match(new RegExp(`/_next/image\\?url=${encoded}[^"\\s,]*`))?.[0]
    expect(optimized, 'the page names the uploaded image').toBeTruthy()
    const resized = await fetch(`${b.url}${optimized!.replaceAll('&amp;', '&')}`, {
      headers: { accept: 'image/webp,image/png,*/*' },
    })
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toMatch(/^image\//)
    expect((await resized.arrayBuffer()).byteLength).toBeGreaterThan(0)

    const original = await fetch(`${b.url}/cms/api/media/file/${media.filename}`)
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true)
  }, 120_000)
})
