// Optimized images, in this process's memory (DESIGN-NOTES, "Optimized images kept in memory").
// With pages kept in memory only (`experimental.isrFlushToDisk: false`) Next keeps no optimized
// image of its own, so without this store every `/_next/image` request would encode the image
// again (about 100 ms of CPU). `images.customCacheHandler: true` hands them to the cache handler.
// Least recently used images go first past 64 MB; a restart starts empty, like the page cache.
import { approximateBytes } from './entries.mjs'
import { processWide } from './process-wide.mjs'
import { SizedLru } from './sized-lru.mjs'

const maxBytes = 64 * 1024 * 1024

/** @type {SizedLru<{ value: unknown, lastModified: number }>} */
const images = processWide(
  'images',
  () => new SizedLru(maxBytes, (entry) => approximateBytes(entry.value)),
)

/** @param {string} key */
export function getImage(key) {
  return images.get(key) ?? null
}

/**
 * @param {string} key
 * @param {unknown} value
 */
export function setImage(key, value) {
  if (value) images.set(key, { value, lastModified: Date.now() })
}
