import { livePrefix, routeTable, unlocalizedPrefixes } from '@/i18n/routing'

/** Lower-case words and digits joined by single hyphens: `parole-en-familia`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * First path segments the site's own routes answer, in either language (a Spanish page at
 * `/about-us` would shadow nothing today, but its English twin `/en/about-us` would).
 */
const routeSegments = new Set<string>([
  'es',
  'en',
  ...routeTable.flatMap((row) => [row.es, row.en].map((path) => path.split('/')[1] ?? '')),
  ...unlocalizedPrefixes.map((prefix) => prefix.split('/')[0]),
])

/**
 * Why a campaign slug cannot be used, or null when it can: the format, the spec's routes, the
 * founder's and the attorneys' pages, the live-sessions pages.
 */
export function slugProblem(slug: string, taken: { founder: string; attorneys: string[] }) {
  if (!slugPattern.test(slug)) return 'format'
  if (routeSegments.has(slug)) return 'route'
  if (slug === taken.founder || taken.attorneys.includes(slug)) return 'attorney'
  if (Object.values(livePrefix).some((prefix) => slug.startsWith(prefix))) return 'route'
  return null
}
