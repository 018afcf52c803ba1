import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { FormPanel } from '@/ui/FormPanel'
import type { Placement } from '../intake/placements'
import { LeadForm } from './LeadForm'

/**
 * A page's content with its general lead form in a panel beside it (below it on a phone); the
 * visa and service pages' buttons link to the form's `#formularioGeneral` anchor.
 */
export async function BesideLeadForm({
  locale,
  placement,
  padding = 'py-12',
  children,
}: {
  locale: Locale
  placement: Placement
  /** The vertical padding class: the pages' sections differ. */
  padding?: string
  children: ReactNode
}) {
  const m = await getTranslations({ locale, namespace: 'marketing' })
  return (
    <div className={`mx-auto grid max-w-7xl gap-10 px-4 ${padding} lg:grid-cols-[1fr_26rem]`}>
      {children}
      <FormPanel title={m('formTitle')}>
        <LeadForm locale={locale} placement={placement} id="formularioGeneral" />
      </FormPanel>
    </div>
  )
}
