import type { Media } from '@/payload-types'

export type MediaRef = { url: string; alt: string; width: number; height: number }

/**
 * Payload prefixes upload URLs with serverURL (SITE_URL); the files are served by this same app,
 * so pages use the path, which next/image optimizes as a local image on any origin.
 */
function localPath(url: string): string {
  if (!/^https?:\/\//.test(url)) return url
  const parsed = new URL(url)
  return parsed.pathname
}

/** The renderable part of an upload field read at depth 1 (null when missing or not populated). */
export function mediaRef(value: number | Media | null | undefined): MediaRef | null {
  if (!value || typeof value === 'number' || !value.url) return null
  return {
    url: localPath(value.url),
    alt: value.alt ?? '',
    width: value.width ?? 1200,
    height: value.height ?? 675,
  }
}
