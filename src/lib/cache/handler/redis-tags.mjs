// Tag revalidation shared by every instance through Redis (REDIS_URL). Each instance keeps its
// own cached pages and data; when one revalidates a tag (staff published), it records the tag in
// Redis and publishes it, and every other instance forgets what the tag made out of date, so
// none serves the old content past its next request. An instance that (re)connects first
// catches up with the revalidations recorded while it was not listening.
import { randomUUID } from 'node:crypto'
import Redis from 'ioredis'
import { processWide } from './process-wide.mjs'
import { setting } from '../../env.mjs'

const channel = 'site:cache:revalidated-tags'
const historyKey = 'site:cache:tag-revalidations'

/** @typedef {(tags: string[], at: number) => void} ApplyTags */

/**
 * The process's publisher and subscriber, connected on first use; null without REDIS_URL and
 * during `next build` (a build prerenders alone: nothing to share, and no connection to keep it
 * from exiting).
 * @param {ApplyTags} apply what a revalidation by another instance does here
 */
export function connectTagSharing(apply) {
  const url = setting('REDIS_URL')
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null
  return processWide('redis', () => {
    const instance = randomUUID()
    const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true }
    const publisher = new Redis(url, options)
    const subscriber = new Redis(url, options)
    for (const client of [publisher, subscriber])
      client.on('error', (error) => console.error(`Shared cache (REDIS_URL): ${error.message}`))
    const applyMessage = (raw, catchingUp) => {
      try {
        const message = JSON.parse(raw)
        if (!Array.isArray(message.tags)) return
        // Live: forget all stored until now (clocks of instances differ); catching up: only
        // what was stored before that revalidation.
        if (catchingUp) apply(message.tags, Number(message.at) || 0)
        else if (message.instance !== instance) apply(message.tags, Date.now())
      } catch {
        // a message of another version: ignore
      }
    }
    subscriber.on('message', (_channel, raw) => applyMessage(raw, false))
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).catch(() => {})
      publisher
        .hgetall(historyKey)
        .then((entries) => {
          for (const raw of Object.values(entries ?? {})) applyMessage(raw, true)
        })
        .catch(() => {})
    })
    return { instance, publisher }
  })
}

/**
 * Records `tags` as revalidated now in Redis and tells the other instances (nothing without
 * REDIS_URL). A failure is logged: this instance has already applied them.
 * @param {ApplyTags} apply
 * @param {string[]} tags
 */
export async function shareTags(apply, tags) {
  const sharing = connectTagSharing(apply)
  if (!sharing || tags.length === 0) return
  const message = JSON.stringify({ instance: sharing.instance, tags, at: Date.now() })
  try {
    await sharing.publisher
      .multi()
      .hset(historyKey, ...tags.flatMap((tag) => [tag, message]))
      .publish(channel, message)
      .exec()
  } catch (error) {
    console.error(`Shared cache: revalidation of ${tags.join(', ')} not shared: ${error.message}`)
  }
}
