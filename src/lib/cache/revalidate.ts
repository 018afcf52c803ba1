import { revalidateTag } from 'next/cache.js'
import { expireTagsEverywhere } from './handler/process-wide.mjs'

/**
 * Revalidates a tag on every instance. Payload hooks also run outside any Next.js request: in
 * scripts (seed, CLI), where nothing is cached, and in the server's background work (the Google
 * reviews sync), where cached pages must still be refreshed: there the tag is expired through the
 * cache handler (src/lib/cache/handler), once Next has loaded it.
 */
export function safeRevalidate(tag: string) {
  try {
    revalidateTag(tag, 'max')
  } catch {
    void expireTagsEverywhere([tag]).catch(() => {})
  }
}
