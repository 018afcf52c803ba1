import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { payloadClient } from '@/lib/payload/payload'
import { LandingSection } from '@/features/leads/components/LandingSection'
import { SocialMediaForm } from '@/features/leads/components/SocialMediaForm'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { worksLeads } from '@/lib/access/roles'

const path = '/equipo/redes-sociales'

// Per staff user, behind the login: rendered for each request, never cached like public pages.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'es', namespace: 'socialForm' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The social-media team's form: internal, Spanish, behind the staff login (anonymous visitors go
 * to the admin login and come back here); agents and admins may log leads.
 */
export default async function SocialMediaTeamPage({ params }: LocaleParams) {
  if ((await resolveLocale(params)) !== 'es') notFound()
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(path)}`)
  const t = await getTranslations({ locale: 'es', namespace: 'socialForm' })
  return (
    <LandingSection title={t('title')} description={t('description')}>
      {worksLeads(user) ? (
        <>
          <p className="mb-4 text-sm text-slate-700">{t('loggedInAs', { email: user.email })}</p>
          <SocialMediaForm />
        </>
      ) : (
        <p role="alert" className="lead-error">
          {t('forbidden')}
        </p>
      )}
    </LandingSection>
  )
}
