import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { BesideLeadForm } from '@/features/leads/ui'
import type { ImageRef } from '@/lib/media/image-ref'
import type { AttorneyProfile } from '../queries'
import { attorneyHref } from '../urls'
import { AttorneyCard } from './AttorneyCard'

/** The founding attorney (with CONTACT US), the consulting attorney, and the form. */
export async function TeamPage({
  locale,
  intro,
  attorneys,
}: {
  locale: Locale
  /** The page's banner text (the `team.intro` content block). */
  intro: { title: string; body: string; image: ImageRef | null }
  attorneys: AttorneyProfile[]
}) {
  const t = await getTranslations({ locale, namespace: 'attorneysPage' })
  const m = await getTranslations({ locale, namespace: 'marketing' })
  return (
    <>
      <Banner title={intro.title} body={intro.body} image={intro.image} />
      <BesideLeadForm locale={locale} placement="team">
        <div className="space-y-8">
          {attorneys.map((attorney) => (
            <AttorneyCard key={attorney.slug} attorney={attorney}>
              <ButtonLink
                variant="outline"
                href={getPathname({ locale, href: attorneyHref(attorney.slug) })}
              >
                {t('viewProfile')}
                <span className="sr-only">: {attorney.name}</span>
              </ButtonLink>
              {attorney.founder && (
                <ButtonLink href={getPathname({ locale, href: '/contacto' })}>
                  {m('contactUs')}
                </ButtonLink>
              )}
            </AttorneyCard>
          ))}
        </div>
      </BesideLeadForm>
    </>
  )
}
