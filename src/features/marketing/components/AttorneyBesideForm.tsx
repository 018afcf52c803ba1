import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { AttorneySpotlight } from '@/features/attorneys/ui'
import type { AttorneyProfile } from '@/features/attorneys'
import { BesideLeadForm } from '@/features/leads/ui'
import type { Placement } from '@/features/leads'
import { ButtonLink } from '@/ui/ButtonLink'

/** A practice page's closing section: its attorney (with a link to the team) beside the form. */
export function AttorneyBesideForm({
  locale,
  placement,
  attorney,
  id,
  title,
  meetTeam,
}: {
  locale: Locale
  placement: Placement
  attorney: AttorneyProfile | null
  id: string
  title: string
  meetTeam: string
}) {
  return (
    <BesideLeadForm locale={locale} placement={placement}>
      {attorney && (
        <AttorneySpotlight id={id} title={title} attorney={attorney}>
          <ButtonLink variant="outline" href={getPathname({ locale, href: '/abogados' })}>
            {meetTeam}
          </ButtonLink>
        </AttorneySpotlight>
      )}
    </BesideLeadForm>
  )
}
