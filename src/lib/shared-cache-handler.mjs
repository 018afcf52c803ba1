// Next.js's own file-system cache, with tag revalidation shared by every instance through Redis
// (REDIS_URL). Each instance keeps its cached pages and data; when one revalidates a tag (staff
// published), it records the tag in Redis and publishes it, and every instance marks the tag in
// its own tags manifest, so none serves the old content past its next request. Without
// REDIS_URL it is exactly Next's default handler.
import { randomUUID } from 'node:crypto'
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import LRUCacheModule from 'next/dist/server/lib/lru-cache.js'
import Redis from 'ioredis'
import { startScriptsAfterPaint } from './cache/scripts-after-paint.mjs'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule
const { LRUCache } = LRUCacheModule
const channel = 'site:cache:revalidated-tags'
const historyKey = 'site:cache:tag-revalidations'
const instance = randomUUID()
/**
 * Marks the tags revalidated in this process, and empties the request intake's one-second
 * microcache (src/lib/http/microcache.ts, reached through globalThis as a separate module copy),
 * so a publication is seen by the next request as it was before that cache.
 */
const applyLocally = async (tags, durations) => {
  await FileSystemCache.prototype.revalidateTag.call(null, tags, durations)
  globalThis.__siteMicrocache?.clear()
}

/** One publisher and one subscriber per process, created on first use. */
const shared = (globalThis.__sharedCacheRedis ??= { publisher: null, subscriber: null })

function connect() {
  const url = process.env.REDIS_URL
  // A build prerenders alone: nothing to share, and no connection to keep it from exiting.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null
  if (shared.publisher) return shared.publisher
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }
  shared.publisher = new Redis(url, options)
  shared.subscriber = new Redis(url, options)
  for (const client of [shared.publisher, shared.subscriber]) {
    client.on('error', (error) => console.error(`Shared cache (REDIS_URL): ${error.message}`))
  }
  shared.subscriber.on('message', (_channel, raw) => {
    try {
      const message = JSON.parse(raw)
      if (message.instance !== instance) applyLocally(message.tags, message.durations)
    } catch {
      // a message of another version: ignore
    }
  })
  // On every (re)connection: catch up with what was revalidated while this instance was not
  // listening, then listen.
  shared.subscriber.on('ready', () => {
    shared.subscriber.subscribe(channel).catch(() => {})
    shared.publisher
      .hgetall(historyKey)
      .then((entries) => {
        for (const raw of Object.values(entries ?? {})) {
          const { tags, durations } = JSON.parse(raw)
          applyLocally(tags, durations)
        }
      })
      .catch(() => {})
  })
  return shared.publisher
}

/** Records tags as revalidated in Redis and tells the other instances. */
async function share(tags, durations) {
  const redis = connect()
  if (!redis) return
  const message = JSON.stringify({ instance, tags, durations, at: Date.now() })
  try {
    await redis
      .multi()
      .hset(historyKey, ...tags.flatMap((tag) => [tag, message]))
      .publish(channel, message)
      .exec()
  } catch (error) {
    console.error(`Shared cache: revalidation of ${tags.join(', ')} not shared: ${error.message}`)
  }
}

/**
 * For work done outside any request (the Google reviews sync), where Next's revalidateTag cannot
 * run: expires the tags here and on every instance. Reached through globalThis because route
 * code and this file, loaded by Next.js itself, are separate module copies.
 */
globalThis.__siteExpireTags = async (tags) => {
  await applyLocally(tags, undefined)
  await share(tags, undefined)
}

/**
 * Optimized images, in this process's memory. Next keeps them on disk only when pages are flushed
 * to disk too (they are not here), and its memory store refuses them, so without this every
 * image would be encoded again on every request. Next's own LRU store, sized in bytes: least
 * recently used images go first past 64 MB; a restart starts empty, like the page cache.
 */
const images = (globalThis.__optimizedImages ??= new LRUCache(
  64 * 1024 * 1024,
  (entry) => entry.value.buffer.byteLength,
))

export default class SharedTagsCacheHandler extends FileSystemCache {
  constructor(context) {
    super(context)
    connect()
  }

  async get(key, context) {
    if (context?.kind === 'IMAGE') return images.get(key) ?? null
    const entry = await super.get(key, context)
    // Next keeps a cached page's HTML as a string and, on every hit, measures and UTF-8 encodes
    // all of it again (~140 KB) to answer: a third of the server's CPU per page in a profile.
    // Encoded once here, the memory entry holds bytes Next sends as they are (bench:pages: about
    // 1.2x the pages per second). The answer is then chunked rather than given a Content-Length.
    if (entry?.value?.kind === 'APP_PAGE' && typeof entry.value.html === 'string')
      entry.value.html = Buffer.from(startScriptsAfterPaint(entry.value.html))
    return entry
  }

  async set(key, data, context) {
    if (context?.kind === 'IMAGE') {
      if (data?.buffer) images.set(key, { value: data, lastModified: Date.now() })
      return
    }
    return super.set(key, data, context)
  }

  async revalidateTag(tags, durations) {
    await applyLocally(tags, durations)
    await share(typeof tags === 'string' ? [tags] : tags, durations)
  }
}
