// Rendered pages and data-cache entries of this process, in memory: a restart (say, on a
// restored or fresh database) starts empty instead of serving HTML of another database.
import { SizedLru } from './sized-lru.mjs'

/** @typedef {{ value: unknown, lastModified: number, tags?: string[], cacheControl?: unknown }} Entry */

/**
 * About how many bytes a value holds: its strings and byte arrays, walked without knowing its
 * shape (Next's entry shape is not part of the cache-handler interface).
 * @param {unknown} value
 * @returns {number}
 */
export function approximateBytes(value, depth = 0) {
  if (typeof value === 'string') return value.length
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value.byteLength
  if (value === null || typeof value !== 'object' || depth > 4) return 8
  const items = value instanceof Map ? [...value.values()] : Object.values(value)
  return items.reduce((sum, item) => sum + approximateBytes(item, depth + 1), 64)
}

export class EntryStore {
  /** @type {SizedLru<Entry>} */
  #entries

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.#entries = new SizedLru(maxBytes, (entry) => approximateBytes(entry.value))
  }

  /** @param {string} key */
  get(key) {
    return this.#entries.get(key) ?? null
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {{ tags?: string[], cacheControl?: unknown }} [context] what Next gives `set`: the
   *   tags of a data-cache entry, a page's lifetime (returned with it, as Next's own handler
   *   does; without it Next takes the lifetime it remembers from `set`)
   */
  set(key, value, context) {
    const { tags, cacheControl } = context ?? {}
    this.#entries.set(key, { value, lastModified: Date.now(), tags, cacheControl })
  }

  /**
   * Forgets what a revalidation of `tags` at time `at` made out of date: the entries stored
   * before it that carry one of the tags, and all stored without tags. Next gives `set` no tags
   * for a rendered page (its tags are in the entry's undocumented headers), so a page is
   * rendered again after any revalidation: publications are rare, and a page is one render.
   * @param {string[]} tags
   * @param {number} at
   * @returns {number} entries forgotten
   */
  expire(tags, at) {
    let forgotten = 0
    for (const [key, entry] of this.#entries.entries()) {
      if (entry.lastModified > at) continue
      if (entry.tags && !entry.tags.some((tag) => tags.includes(tag))) continue
      this.#entries.delete(key)
      forgotten++
    }
    return forgotten
  }
}
