import type { Locale } from '@/i18n/routing'
import { LeadForm } from '@/features/leads/components/LeadForm'
import type { Placement } from '@/features/leads/placements'

/** The general lead form in its placement, with the anchor the page's buttons scroll to. */
export function FormPanel({
  locale,
  placement,
  title,
  id = 'formularioGeneral',
}: {
  locale: Locale
  placement: Placement
  title: string
  id?: string
}) {
  return (
    <div className="rounded-lg bg-white p-6 text-slate-900 shadow-lg">
      <h2 className="mb-4 text-2xl font-bold text-brand-900">{title}</h2>
      <LeadForm locale={locale} placement={placement} id={id} />
    </div>
  )
}
