/** Every row of the spec's route table with the sample content's names, in both languages. */
export const routeTable: { es: string; en: string }[] = [
  { es: '/', en: '/en' },
  { es: '/servicios', en: '/en/services' },
  { es: '/servicios/abogado-de-inmigracion', en: '/en/services/immigration-lawyer' },
  { es: '/servicios/lesiones-personales', en: '/en/services/personal-injury' },
  { es: '/abogados', en: '/en/attorneys' },
  { es: '/abogados/elena-rivera', en: '/en/attorneys/elena-rivera' },
  { es: '/abogados/daniel-castillo', en: '/en/attorneys/daniel-castillo' },
  { es: '/nosotros', en: '/en/about-us' },
  { es: '/visa-humanitaria', en: '/en/humanitarian-visa' },
  { es: '/visa-humanitaria/visa-vawa', en: '/en/humanitarian-visa/vawa-visa' },
  { es: '/visa-humanitaria/visa-t', en: '/en/humanitarian-visa/t-visa' },
  { es: '/visa-humanitaria/visa-u', en: '/en/humanitarian-visa/u-visa' },
  { es: '/visa-k1', en: '/en/k1-visa' },
  { es: '/testimonios', en: '/en/reviews' },
  { es: '/blog', en: '/en/blog' },
  { es: '/contacto', en: '/en/contact' },
  { es: '/terminos-y-condiciones', en: '/en/terms-and-conditions' },
  { es: '/politica-de-privacidad', en: '/en/privacy-policy' },
  { es: '/suscripcion-sms', en: '/en/sms-subscription' },
  { es: '/cancelar-sms', en: '/en/sms-unsubscribe' },
  { es: '/mapa-de-sitio', en: '/en/sitemap' },
  { es: '/elena-rivera', en: '/en/elena-rivera' },
  { es: '/transmisiones-en-vivo-con-elena-rivera', en: '/en/as-seen-live-with-elena-rivera' },
  { es: '/gracias', en: '/en/thank-you' },
  { es: '/gracias-referidos', en: '/en/thank-you-referrals' },
]

/** Every page of the route table in both languages, the landings, blog pages and the 404. */
export const everyPage = [
  ...routeTable.flatMap(({ es, en }) => [es, en]),
  '/tramcase',
  '/landing/youtube',
  '/en/parole',
  '/referidos',
  '/contacto-para-tramite-de-visas-humanitarias',
  '/en/blog?query=visa',
  '/blog/categoria/noticias',
  '/blog/visa-u-victimas-de-crimenes',
  '/en/blog/u-visa-crime-victims',
  '/no/existe',
]

/** The seeded campaign pages (issue 26), built from blocks, each with a form of its own. */
export const campaignPages: { es: string; en: string }[] = [
  { es: '/parole-en-familia', en: '/en/family-parole' },
  { es: '/tiktok-inmigracion', en: '/en/tiktok-immigration' },
]

/** The header's link to this page in the other language. */
export const languageSwitch =
  'header a[aria-label="Ver esta página en inglés"], header a[aria-label="View this page in Spanish"]'

/** Whether the run checks every page everywhere (`E2E_FULL=1`, `npm run bench:e2e-full`). */
export const fullSweep = process.env.E2E_FULL === '1'

const pairs = [...routeTable, ...campaignPages]
const bothLanguages = pairs.flatMap(({ es, en }) => [es, en])
/** The pages of everyPage that have no counterpart listed (landings, blog pages, the 404). */
export const unpairedPages = everyPage.filter((path) => !bothLanguages.includes(path))
/** Each pair (route table and campaign pages) once, in Spanish and English by turns. */
export const onePerPair = pairs.map(({ es, en }, index) => (index % 2 ? en : es))
/** Each pair once, in the other language than onePerPair's. */
export const otherOfPair = pairs.map(({ es, en }, index) => (index % 2 ? es : en))
/** Every page of both lists, in both languages. */
export const pagesInBothLanguages = [...bothLanguages, ...unpairedPages]

/**
 * A second attorney, visa, thank-you, legal, landing or campaign page draws the same layout as
 * another with other words: at 1280 px CI checks one page of each template.
 */
const sameTemplateAsAnother = new Set([
  '/abogados/daniel-castillo',
  '/en/services/personal-injury',
  '/visa-humanitaria/visa-t',
  '/en/humanitarian-visa/u-visa',
  '/gracias-referidos',
  '/en/privacy-policy',
  '/tiktok-inmigracion',
  '/landing/youtube',
  '/contacto-para-tramite-de-visas-humanitarias',
  '/blog/categoria/noticias',
])
/** One page of each template, the languages by turns (a desktop layout differs by template). */
export const onePagePerTemplate = [...onePerPair, ...unpairedPages].filter(
  (path) => !sameTemplateAsAnother.has(path),
)
if (
  onePagePerTemplate.length + sameTemplateAsAnother.size !==
  pairs.length + unpairedPages.length
) {
  throw new Error('a page of sameTemplateAsAnother is not among onePerPair and unpairedPages')
}
