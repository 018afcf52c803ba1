import { getTranslations } from 'next-intl/server'
import { AttorneyProfilePage } from '@/features/attorneys/components/AttorneyProfilePage'
import { getAttorney, getAttorneyTestimonials } from '@/features/attorneys/queries'
import { attorneyHref } from '@/features/attorneys/urls'
import { resolveName, type NameParams } from '@/lib/routing/locale-params'
import { NotFoundPage, notFoundMetadata } from '@/lib/routing/not-found-page'
import { alternatePaths, alternates } from '@/lib/seo/metadata'

/** Rendered on first request and cached (ISR) like every public page; none at build time. */
export function generateStaticParams() {
  return []
}

async function load(params: NameParams['params']) {
  const { locale, name } = await resolveName(params)
  const attorney = await getAttorney(locale, name)
  return { locale, attorney }
}

export async function generateMetadata({ params }: NameParams) {
  const { locale, attorney } = await load(params)
  if (!attorney) return notFoundMetadata(locale)
  const paths = alternatePaths(attorneyHref(attorney.slug))
  const t = await getTranslations({ locale, namespace: 'pages.attorney' })
  return {
    // Name and role: the bare name is also the title of the founder's own page.
    title: t('metaTitle', { name: attorney.name, role: attorney.role }),
    description: `${attorney.role}. ${attorney.profile}`,
    alternates: alternates(locale, paths),
  }
}

export default async function AttorneyRoute({ params }: NameParams) {
  const { locale, attorney } = await load(params)
  if (!attorney) return <NotFoundPage locale={locale} />
  const testimonials = await getAttorneyTestimonials(locale)
  return <AttorneyProfilePage locale={locale} attorney={attorney} testimonials={testimonials} />
}
