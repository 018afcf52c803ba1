import type { Media } from '@/payload-types'

/** What a page needs to render an uploaded image with next/image. */
export type ImageRef = { url: string; alt: string; width: number; height: number }

/** An upload field's value (populated doc or bare id) as an ImageRef, or null when missing. */
export function imageRef(value: number | Media | null | undefined): ImageRef | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return {
    url: sitePath(value.url),
    alt: value.alt ?? '',
    width: value.width ?? 1200,
    height: value.height ?? 675,
  }
}

/**
 * Payload prefixes upload URLs with serverURL (SITE_URL). Pages use the path alone, so next/image
 * serves it as a local image whatever origin the site answers on.
 */
function sitePath(url: string): string {
  if (!/^https?:\/\//.test(url)) return url
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}
