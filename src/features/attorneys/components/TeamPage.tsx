import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { FormPanel } from '@/ui/FormPanel'
import type { ImageRef } from '@/lib/media/image-ref'
import type { AttorneyProfile } from '../queries'
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
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1fr_26rem]">
        <div className="space-y-8">
          {attorneys.map((attorney) => (
            <AttorneyCard key={attorney.slug} attorney={attorney}>
              <ButtonLink
                variant="outline"
                href={getPathname({
                  locale,
                  href: { pathname: '/abogados/[name]', params: { name: attorney.slug } },
                })}
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
        <FormPanel title={m('formTitle')}>
          <LeadForm locale={locale} placement="team" id="formularioGeneral" />
        </FormPanel>
      </div>
    </>
  )
}
