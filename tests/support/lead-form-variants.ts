// Every lead form variant of the spec: the page, its form, the section label it stores, its
// language and its kind. The browser tier posts one of each kind (tests/e2e/leads-matrix.spec.ts);
// the HTTP tier checks that each page serves its form with its label
// (tests/integration/lead-form-sections.test.ts).

export type Locale = 'es' | 'en'
export type Kind = 'general' | 'situation' | 'parole' | 'referral'
export type Variant = { path: string; form: string; section: string; locale: Locale; kind: Kind }

const general = '#formularioGeneral'
const pairs: [string, string, string, string, string?][] = [
  // [Spanish path, English path, Spanish label, English label, form]
  [
    '/terminos-y-condiciones',
    '/en/terms-and-conditions',
    'Footer Español',
    'Footer Inglés',
    '#footer-lead-form',
  ],
  ['/contacto', '/en/contact', 'Contacto Español', 'Contacto Inglés'],
  ['/visa-humanitaria/visa-t', '/en/humanitarian-visa/t-visa', 'Visa T Español', 'Visa T Inglés'],
  [
    '/visa-humanitaria/visa-vawa',
    '/en/humanitarian-visa/vawa-visa',
    'Visa Vawa Español',
    'Visa Vawa Inglés',
  ],
  ['/visa-humanitaria/visa-u', '/en/humanitarian-visa/u-visa', 'Visa U Español', 'Visa U Inglés'],
  ['/visa-k1', '/en/k1-visa', 'Visa K Español', 'Visa K Inglés'],
  [
    '/visa-humanitaria',
    '/en/humanitarian-visa',
    'Visa Humanitaria Español',
    'Visa Humanitaria Inglés',
  ],
  [
    '/servicios/abogado-de-inmigracion',
    '/en/services/immigration-lawyer',
    'Inmigración Español',
    'Inmigración Inglés',
  ],
  ['/servicios', '/en/services', 'Servicios Español', 'Servicios Inglés'],
  ['/abogados', '/en/attorneys', 'Abogados Español', 'Abogados Inglés'],
  ['/nosotros', '/en/about-us', 'Nosotros Español', 'Nosotros Inglés'],
  [
    '/blog/visa-u-victimas-de-crimenes',
    '/en/blog/u-visa-crime-victims',
    'Blog Español',
    'Blog Inglés',
  ],
  [
    '/contacto-para-tramite-de-visas-humanitarias',
    '/en/contacto-para-tramite-de-visas-humanitarias',
    'Contacto Visas Humanitarias Español',
    'Contacto Visas Humanitarias Inglés',
  ],
]

export const variants: Variant[] = [
  ...pairs.flatMap(([esPath, enPath, esLabel, enLabel, form = general]) => [
    { path: esPath, form, section: esLabel, locale: 'es' as const, kind: 'general' as const },
    { path: enPath, form, section: enLabel, locale: 'en' as const, kind: 'general' as const },
  ]),
  ...(['es', 'en'] as const).flatMap((locale) => {
    const prefix = locale === 'en' ? '/en' : ''
    const at = (path: string, section: string, kind: Kind, form = general) => ({
      path: `${prefix}${path}`,
      form,
      section,
      locale,
      kind,
    })
    return [
      at('/tramcase', 'Tramcase', 'situation'),
      at('/landing/youtube?seccion=Matriz', 'Youtube Landing Matriz', 'situation'),
      at('/landing/tiktok', 'Tik Tok Ads', 'situation'),
      at('/parole', locale === 'en' ? 'Landing Parole Inglés' : 'Landing Parole Español', 'parole'),
      at(
        locale === 'en' ? '/referrals' : '/referidos',
        'Referidos',
        'referral',
        '#formularioReferidos',
      ),
    ]
  }),
]
