// Next loads the cache handler itself, outside the bundles of the routes, and may load it more
// than once; route code (bundled) is another module copy still. What must exist once per
// process (the stores, the Redis connections) and what route code calls in the handler is kept
// under one property of the process's global object (`globalThis.siteCacheHandler`, DESIGN-NOTES:
// process singletons): the one link between those module copies.
const registry = /** @type {Record<string, unknown>} */ (
  /** @type {{ siteCacheHandler?: Record<string, unknown> }} */ (globalThis).siteCacheHandler ??= {}
)

/**
 * The process's one `name`, made by `create` on first use.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processWide(name, create) {
  return /** @type {T} */ (registry[name] ??= create())
}

/** @typedef {(tags: string[]) => Promise<void>} ExpireTags */

/**
 * Lets route code expire tags through the loaded cache handler (see expireTagsEverywhere).
 * @param {ExpireTags} expire
 */
export function provideTagExpiry(expire) {
  registry.expireTags = expire
}

/**
 * Expires `tags` here and on every instance, for work outside a request (the Google reviews
 * sync), where Next's revalidateTag cannot run. Nothing happens before Next has loaded the
 * cache handler (in scripts: seed, CLI), where nothing is cached either.
 * @param {string[]} tags
 */
export async function expireTagsEverywhere(tags) {
  const expire = /** @type {ExpireTags | undefined} */ (registry.expireTags)
  await expire?.(tags)
}
