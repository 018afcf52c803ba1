import type { PayloadRequest } from 'payload'
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
  required: { es: 'Este campo es obligatorio.', en: 'This field is required.' },
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

type Options = { req: PayloadRequest; id?: number | string; data?: Record<string, unknown> }

const say = (req: PayloadRequest, problem: Problem) =>
  messages[problem][req.i18n?.language === 'en' ? 'en' : 'es']

/**
 * The slug's check, with a message in the editor's language: the format, a slug the site's
 * routes, the founder or an attorney already answer, a slug another page has in this language.
 * A field validation (not a hook) so the admin shows the message under the field.
 */
export async function validateSlug(value: unknown, { req, id }: Options) {
  const slug = typeof value === 'string' ? value.trim() : ''
  if (!slug) return true
  const reserved = slugProblem(slug, await takenSlugs(req))
  if (reserved) return say(req, reserved)
  if (await usedByOther(req, id, 'slug', slug)) return say(req, 'taken')
  return true
}

/** One search title per page and language: the SEO title, or the page title standing in for it. */
export async function validateTitle(value: unknown, { req, id }: Options) {
  const title = typeof value === 'string' ? value.trim() : ''
  if (!title) return true
  const clash =
    (await usedByOther(req, id, 'meta.title', title)) ||
    (await usedByOther(req, id, 'title', title))
  return clash ? say(req, 'title') : true
}

/** The page title: required (a custom validation replaces Payload's own check), then unique. */
export async function validatePageTitle(value: unknown, options: Options) {
  if (typeof value !== 'string' || !value.trim()) return say(options.req, 'required')
  return validateTitle(value, options)
}
