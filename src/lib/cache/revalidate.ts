import { revalidateTag } from 'next/cache.js'

type ExpireTags = (tags: string[]) => Promise<void>

/**
 * Revalidates a tag on every instance. Payload hooks also run outside any Next.js request: in
 * scripts (seed, CLI), where nothing is cached, and in the server's background work (the Google
 * reviews sync), where cached pages must still be refreshed: there the tag is expired through the
 * cache handler (src/lib/shared-cache-handler.mjs), once it is loaded.
 */
export function safeRevalidate(tag: string) {
  try {
    revalidateTag(tag, 'max')
  } catch {
    const expire = (globalThis as { __siteExpireTags?: ExpireTags }).__siteExpireTags
    void expire?.([tag]).catch(() => {})
  }
}
