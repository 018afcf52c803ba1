import type { Bilingual } from '@/i18n/routing'
import type { BlogPost } from '@/payload-types'
import { imageRef, type ImageRef } from '@/lib/media/image-ref'
import { normalizeSearchText } from './search-normalize'

/** One published article in both languages: every blog page and endpoint reads this shape. */
export type Post = {
  id: number
  slug: Bilingual
  title: Bilingual
  body: Bilingual
  /** Title and body folded for search (see normalizeSearchText). */
  searchText: Bilingual
  createdDate: string
  featured: boolean
  categoryIds: number[]
  author: { name: string; attorneySlug: string | null } | null
  mainImage: ImageRef | null
  mainImageAlt: Bilingual
  anchors: { titleEs: string; titleEn: string; anchor: string }[]
  gallery: { image: ImageRef; alt: Bilingual }[]
}

/** What an article's card shows (lists, search results): PostCard's props. */
export type PostSummary = Pick<
  Post,
  'id' | 'slug' | 'title' | 'body' | 'createdDate' | 'mainImage' | 'mainImageAlt'
>

/** An article as the blog search reads it: its card and its folded text. */
export type SearchEntry = PostSummary & Pick<Post, 'searchText'>

type AllLocales<T> = T | Partial<Bilingual<T>> | null | undefined

function both(value: AllLocales<string>): Bilingual {
  if (value && typeof value === 'object') {
    const es = value.es ?? value.en ?? ''
    return { es, en: value.en ?? es }
  }
  return { es: value ?? '', en: value ?? '' }
}

/**
 * Maps a blog-posts document read with `locale: 'all'`, depth 1 and only the columns of
 * `searchColumns` into a SearchEntry.
 */
export function toSearchEntry(doc: BlogPost): SearchEntry {
  const raw = doc as unknown as Record<string, AllLocales<string>>
  const title = both(raw.title)
  const body = both(raw.body)
  return {
    id: doc.id,
    slug: both(raw.slug),
    title,
    body,
    searchText: searchTextOf(title, body),
    createdDate: doc.createdDate,
    mainImage: imageRef(doc.mainImage),
    mainImageAlt: both(raw.mainImageAlt),
  }
}

/** The columns of a SearchEntry, as Payload's `select`. */
export const searchColumns = {
  title: true,
  slug: true,
  body: true,
  createdDate: true,
  mainImage: true,
  mainImageAlt: true,
} as const

function searchTextOf(title: Bilingual, body: Bilingual): Bilingual {
  return {
    es: normalizeSearchText(`${title.es} ${body.es}`),
    en: normalizeSearchText(`${title.en} ${body.en}`),
  }
}

/** Maps a blog-posts document read with `locale: 'all'` and depth 1 into a Post. */
export function toPost(doc: BlogPost): Post {
  return {
    ...toSearchEntry(doc),
    featured: Boolean(doc.featured),
    categoryIds: (doc.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c)),
    author: doc.author?.name
      ? { name: doc.author.name, attorneySlug: doc.author.attorneySlug || null }
      : null,
    anchors: (doc.anchors ?? []).map(({ titleEs, titleEn, anchor }) => ({
      titleEs,
      titleEn,
      anchor,
    })),
    gallery: (doc.gallery ?? []).flatMap((item) => {
      const image = imageRef(item.image)
      return image ? [{ image, alt: { es: item.altEs, en: item.altEn } }] : []
    }),
  }
}
