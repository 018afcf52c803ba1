import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { permanentRedirect, redirect } from 'next/navigation'
import type { Firm } from '@/features/firm'
import { publicPath, type Locale } from '@/i18n/routing'
import { PageIntro } from '@/ui/PageIntro'
import { VisitBeacon } from '@/features/campaigns/ui'
import { LivePreviewListener } from './components/LivePreviewListener.client'
import { RenderBlocks } from './blocks/RenderBlocks'
import { getDraftPage, getPublishedPage, getRedirect, type CampaignPage } from './queries'

/**
 * The campaign page at `/{slug}` (or `/en/{slug}`): the published one, or the latest draft when
 * an editor previews it (Next's draft mode, turned on by the admin's preview link only).
 */
export async function findCampaignPage(locale: Locale, slug: string) {
  const { isEnabled } = await draftMode()
  return isEnabled ? getDraftPage(locale, slug) : getPublishedPage(locale, slug)
}

/**
 * What answers a path no page claims: an editor's redirect (permanent), or the language switch
 * landing on the other language's slug (`/en/{slug-es}`): the page in this language, or, when it
 * has none, the spec's fallback for unknown paths (this language's home).
 */
export async function redirectOrNothing(locale: Locale, path: string, slug?: string) {
  const target = await getRedirect(path)
  if (target) permanentRedirect(target)
  if (!slug) return
  const other: Locale = locale === 'es' ? 'en' : 'es'
  const twin = await getPublishedPage(other, slug)
  if (twin) redirect(twin.paths[locale] ?? publicPath(locale, '/'))
}

/** Title, description, canonical, hreflang (only the languages it has), social card, noindex. */
export function campaignMetadata(locale: Locale, page: CampaignPage): Metadata {
  const { meta, paths } = page
  const canonical = paths[locale]
  const languages: Record<string, string> = { ...paths }
  if (paths.es) languages['x-default'] = paths.es
  return {
    title: meta.title,
    description: meta.description || undefined,
    alternates: { canonical, languages },
    openGraph: {
      title: meta.title,
      description: meta.description || undefined,
      url: canonical,
      locale: locale === 'es' ? 'es_US' : 'en_US',
      type: 'website',
      ...(meta.image ? { images: [{ url: meta.image.url, alt: meta.image.alt }] } : {}),
    },
    ...(meta.noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/**
 * The page: its blocks, under the page title when it opens with no hero of its own. In draft mode
 * (an editor's preview) it also listens for the admin's saves, so the live preview beside the form
 * shows each saved draft; visitors never load that script. A visitor's view sends the visit
 * beacon (features/campaigns) instead; an editor's preview is not a visit.
 */
export async function CampaignPageView({
  locale,
  firm,
  page,
}: {
  locale: Locale
  firm: Firm
  page: CampaignPage
}) {
  const opensWithHero = page.layout[0]?.blockType === 'hero'
  const { isEnabled: previewing } = await draftMode()
  return (
    <>
      {previewing ? <LivePreviewListener /> : <VisitBeacon page={page.id} />}
      {!opensWithHero && <PageIntro title={page.title} />}
      <RenderBlocks locale={locale} firm={firm} layout={page.layout} />
    </>
  )
}
