/**
 * A map that forgets its least recently used entries once their sizes add up past `maxBytes`
 * (Map keeps insertion order: a read moves the entry to the end).
 * @template V
 */
export class SizedLru {
  /** @type {Map<string, { value: V, size: number }>} */
  #entries = new Map()
  #bytes = 0

  /**
   * @param {number} maxBytes
   * @param {(value: V) => number} sizeOf
   */
  constructor(maxBytes, sizeOf) {
    this.maxBytes = maxBytes
    this.sizeOf = sizeOf
  }

  /** @param {string} key */
  get(key) {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /**
   * @param {string} key
   * @param {V} value
   */
  set(key, value) {
    this.delete(key)
    const size = this.sizeOf(value)
    // One value larger than the whole store would empty it for nothing.
    if (size > this.maxBytes) return
    this.#entries.set(key, { value, size })
    this.#bytes += size
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= entry.size
    }
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.size
  }

  /** Every key with its value, least recently used first (safe to delete while iterating). */
  entries() {
    return [...this.#entries].map(([key, entry]) => /** @type {[string, V]} */ ([key, entry.value]))
  }

  get bytes() {
    return this.#bytes
  }
}
