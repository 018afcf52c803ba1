import type { Locale } from '@/i18n/routing'
import { publicPath } from '@/i18n/routing'
import { cachedQuery } from '@/lib/cache/cached-query'
import { cacheTags } from '@/lib/cache/tags'
import { imageRef, type ImageRef } from '@/lib/media/image-ref'
import { payloadClient } from '@/lib/payload/payload'
import type { Page } from '@/payload-types'
import { normalizePath } from './redirect-rules'

export type PageBlock = NonNullable<Page['layout']>[number]

/** A campaign page in one language, as its route renders it. */
export type CampaignPage = {
  id: number
  title: string
  layout: PageBlock[]
  meta: { title: string; description: string; image: ImageRef | null; noindex: boolean }
  /** Its public path in each language it has a slug in. */
  paths: Partial<Record<Locale, string>>
}

type LoadOptions = { draft?: boolean }

/**
 * The page whose slug in `locale` is `slug`: published only, or its latest draft for the staff
 * preview. A language the page has no slug in does not answer (no fallback to the other one).
 */
async function loadPage(locale: Locale, slug: string, { draft = false }: LoadOptions) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: false,
    draft,
    where: draft
      ? { slug: { equals: slug } }
      : { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    depth: 2,
    limit: 1,
  })
  const page = docs[0]
  if (!page) return null
  const slugs = await payload.findByID({
    collection: 'pages',
    id: page.id,
    locale: 'all',
    draft,
    depth: 0,
    select: { slug: true },
  })
  return shape(page, slugs.slug as unknown as Partial<Record<Locale, string | null>>)
}

function shape(page: Page, slugs: Partial<Record<Locale, string | null>>): CampaignPage {
  const paths: Partial<Record<Locale, string>> = {}
  for (const locale of ['es', 'en'] as const) {
    const slug = slugs?.[locale]
    if (slug) paths[locale] = publicPath(locale, `/${slug}`)
  }
  return {
    id: page.id,
    title: page.title,
    layout: page.layout ?? [],
    meta: {
      title: page.meta?.title || page.title,
      description: page.meta?.description ?? '',
      image: imageRef(page.meta?.image),
      noindex: Boolean(page.meta?.noindex),
    },
    paths,
  }
}

/** A published page, cached until a page or redirect changes (tag `pages`). */
export const getPublishedPage = (locale: Locale, slug: string) =>
  cachedQuery(() => loadPage(locale, slug, {}), ['page', locale, slug], cacheTags.pages)

/** The latest draft, for staff previewing (never cached). */
export const getDraftPage = (locale: Locale, slug: string) =>
  loadPage(locale, slug, { draft: true })

/** Where an editor's redirect sends `path`, if one does (cached with the pages). */
export const getRedirect = (path: string) =>
  cachedQuery(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'redirects',
        where: { from: { equals: path } },
        depth: 0,
        limit: 1,
      })
      // A row stored before the path check (`/\host`) sends nobody off the site.
      return normalizePath(docs[0]?.to)
    },
    ['redirect', path],
    cacheTags.pages,
  )

/** Every published page's paths, for the sitemap (pages marked noindex left out). */
export const getPagePaths = () =>
  cachedQuery(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        locale: 'all',
        where: {
          and: [{ _status: { equals: 'published' } }, { 'meta.noindex': { not_equals: true } }],
        },
        depth: 0,
        limit: 1000,
        pagination: false,
        select: { slug: true },
      })
      return docs.map((doc) => shape({ ...doc, title: '' } as Page, doc.slug as never).paths)
    },
    ['page-paths'],
    cacheTags.pages,
  )

/**
 * The published pages that have a slug in `locale`, with their title in it, for the HTML
 * sitemap page (a page without a slug in a language is not shown in it).
 */
export const getPageLinks = (locale: Locale) =>
  cachedQuery(
    async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        where: { and: [{ _status: { equals: 'published' } }, { slug: { exists: true } }] },
        depth: 0,
        limit: 1000,
        pagination: false,
        sort: 'title',
        select: { slug: true, title: true },
      })
      return docs
        .filter((doc) => doc.slug && doc.title)
        .map((doc) => ({ label: doc.title, href: publicPath(locale, `/${doc.slug}`) }))
    },
    ['page-links', locale],
    cacheTags.pages,
  )
