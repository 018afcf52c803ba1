import type { PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/routing'
import { routeTable } from '@/i18n/routing'
import { slugProblem } from './reserved-slugs'

type Text = { es: string; en: string }

/** Fixed messages; the slug's refusals name what already uses the address (`who`). */
const messages = {
  format: {
    es: 'El slug solo lleva minúsculas, números y guiones (p. ej. parole-en-familia).',
    en: 'The slug takes lower-case letters, digits and hyphens only (e.g. parole-en-familia).',
  },
  route: {
    es: 'Esta dirección ya la usa {who}: elija otro slug.',
    en: 'This address is already used by {who}: choose another slug.',
  },
  attorney: {
    es: 'Esta dirección ya la usa {who}: elija otro slug.',
    en: 'This address is already used by {who}: choose another slug.',
  },
  taken: {
    es: 'Esta dirección ya la usa {who} en este idioma: elija otro slug.',
    en: 'This address is already used by {who} in this language: choose another slug.',
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
  return {
    founder: firm.founderSlug ?? '',
    founderName: firm.founderName ?? '',
    attorneys: attorneys.docs.map((doc) => doc.slug),
    named: attorneys.docs,
  }
}

/** Another page (draft or published) with that value in this language, or null. */
async function otherWith(req: PayloadRequest, id: unknown, field: string, value: string) {
  const { docs } = await req.payload.find({
    collection: 'pages',
    locale: localeOf(req),
    depth: 0,
    limit: 1,
    pagination: false,
    where: {
      and: [{ [field]: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])],
    },
    req,
  })
  return docs[0] ?? null
}

const usedByOther = async (...args: Parameters<typeof otherWith>) =>
  Boolean(await otherWith(...args))

type Options = { req: PayloadRequest; id?: number | string; data?: Record<string, unknown> }

const say = (req: PayloadRequest, problem: Problem, who?: Text) => {
  const language = req.i18n?.language === 'en' ? 'en' : 'es'
  return messages[problem][language].replace('{who}', who?.[language] ?? '')
}

/** What answers at a reserved slug, named for the editor: the site's page, the attorney. */
function reservedBy(slug: string, problem: Problem, taken: Awaited<ReturnType<typeof takenSlugs>>) {
  if (problem === 'attorney') {
    const name =
      slug === taken.founder
        ? taken.founderName
        : (taken.named.find((doc) => doc.slug === slug)?.name ?? slug)
    return { es: `la página de ${name}`, en: `${name}’s page` }
  }
  const row = routeTable.find((route) =>
    [route.es, route.en].some((path) => path.split('/')[1] === slug),
  )
  const paths = row ? `${row.es}, /en${row.en}` : `/${slug}`
  return { es: `una página del sitio (${paths})`, en: `a page of the site (${paths})` }
}

/**
 * The slug's check, with a message in the editor's language: the format, a slug the site's
 * routes, the founder or an attorney already answer, a slug another page has in this language.
 * A field validation (not a hook) so the admin shows the message under the field.
 */
export async function validateSlug(value: unknown, { req, id }: Options) {
  const slug = typeof value === 'string' ? value.trim() : ''
  if (!slug) return true
  const taken = await takenSlugs(req)
  const reserved = slugProblem(slug, taken)
  if (reserved === 'format') return say(req, reserved)
  if (reserved) return say(req, reserved, reservedBy(slug, reserved, taken))
  const other = await otherWith(req, id, 'slug', slug)
  if (other) {
    const title = other.title ?? slug
    return say(req, 'taken', {
      es: `la página de campaña «${title}»`,
      en: `the campaign page “${title}”`,
    })
  }
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
