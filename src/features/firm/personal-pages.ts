import { livePrefix, type Locale } from '@/i18n/routing'
import type { Firm } from './queries'

export type PersonalPage = { kind: 'founder' } | { kind: 'lives' }

/**
 * `/{name}` and the live-sessions pages share one dynamic segment: Next.js has no partial
 * segments, so the segment is resolved here against the firm's founder slug.
 */
export function resolvePersonalPage(
  locale: Locale,
  firm: Firm,
  segment: string,
): PersonalPage | null {
  if (segment === firm.founderSlug) return { kind: 'founder' }
  if (segment === `${livePrefix[locale]}${firm.founderSlug}`) return { kind: 'lives' }
  return null
}
