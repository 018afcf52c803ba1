import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/routing'
import { slugProblem } from './reserved-slugs'

const messages = {
  format: {
    es: 'El slug solo lleva minúsculas, números y guiones (p. ej. parole-en-familia).',
    en: 'The slug takes lower-case letters, digits and hyphens only (e.g. parole-en-familia).',
  },
  route: {
    es: 'Esa dirección ya es una página del sitio: elija otro slug.',
    en: 'That address is already a page of the site: choose another slug.',
  },
  attorney: {
    es: 'Esa dirección es la página de un abogado: elija otro slug.',
    en: 'That address is an attorney’s page: choose another slug.',
  },
  taken: {
    es: 'Otra página de campaña ya usa ese slug en este idioma.',
    en: 'Another campaign page already uses that slug in this language.',
  },
  title: {
    es: 'Otra página ya tiene ese título para buscadores en este idioma: cada página necesita el suyo.',
    en: 'Another page already has that search title in this language: each page needs its own.',
  },
} as const

type Problem = keyof typeof messages

const localeOf = (req: PayloadRequest): Locale => (req.locale === 'en' ? 'en' : 'es')

/** Slugs of the founder and the attorneys, whose pages a campaign page must not shadow. */
async function takenSlugs(req: PayloadRequest) {
  const [firm, attorneys] = await Promise.all([
    req.payload.findGlobal({ slug: 'firm-profile', depth: 0, req }),
    req.payload.find({ collection: 'attorneys', depth: 0, limit: 500, pagination: false, req }),
  ])
  return { founder: firm.founderSlug ?? '', attorneys: attorneys.docs.map((doc) => doc.slug) }
}

async function usedByOther(req: PayloadRequest, id: unknown, field: string, value: string) {
  const { totalDocs } = await req.payload.count({
    collection: 'pages',
    locale: localeOf(req),
    where: {
      and: [{ [field]: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])],
    },
    req,
  })
  return totalDocs > 0
}

/**
 * Refuses, with a message in the editor's language, a slug the site's routes, the founder or an
 * attorney already answer, a slug another page has in this language, and a search title (or the
 * page title standing in for it) another page has: one URL and one title per page.
 */
export const checkPage: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const problems: { path: string; problem: Problem }[] = []
  const slug = typeof data.slug === 'string' ? data.slug.trim() : ''
  if (slug) {
    data.slug = slug
    const reserved = slugProblem(slug, await takenSlugs(req))
    if (reserved) problems.push({ path: 'slug', problem: reserved })
    else if (await usedByOther(req, originalDoc?.id, 'slug', slug)) {
      problems.push({ path: 'slug', problem: 'taken' })
    }
  }
  const searchTitle = (data.meta?.title || data.title || '').trim()
  if (searchTitle) {
    const clash =
      (await usedByOther(req, originalDoc?.id, 'meta.title', searchTitle)) ||
      (await usedByOther(req, originalDoc?.id, 'title', searchTitle))
    if (clash) problems.push({ path: data.meta?.title ? 'meta.title' : 'title', problem: 'title' })
  }
  if (problems.length === 0) return data
  const language = req.i18n?.language === 'en' ? 'en' : 'es'
  throw new ValidationError({
    collection: 'pages',
    errors: problems.map(({ path, problem }) => ({ path, message: messages[problem][language] })),
    req,
  })
}
