import { revalidateTag } from 'next/cache.js'

/** Payload hooks also run from scripts (seed, CLI), where Next's cache is not there to revalidate. */
export function safeRevalidate(tag: string) {
  try {
    revalidateTag(tag, 'max')
  } catch {
    // outside a Next.js request nothing is cached
  }
}
