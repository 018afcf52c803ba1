import { publicPath, type Locale } from '@/i18n/routing'

/** The admin's preview link: the site's preview route turns on draft mode, then opens the page. */
export function previewUrl(
  doc: Record<string, unknown>,
  locale: string | undefined,
): string | null {
  const slug = typeof doc.slug === 'string' ? doc.slug : ''
  if (!slug) return null
  const language: Locale = locale === 'en' ? 'en' : 'es'
  return `/cms/preview?path=${encodeURIComponent(publicPath(language, `/${slug}`))}`
}
