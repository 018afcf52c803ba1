import { getTranslations } from 'next-intl/server'
import { LeadForm } from '@/features/leads/ui'
import { Paragraphs } from '@/ui/Paragraphs'
import type { BlockProps } from '../types'

/** A lead form under its heading; its anchor is formIds' (the hero scrolls to the first). */
export async function LeadFormBlock({ block, locale, id, formId }: BlockProps<'leadForm'>) {
  const m = await getTranslations({ locale, namespace: 'marketing' })
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-50">
      <div className="mx-auto max-w-xl px-4 py-12">
        <h2 id={`${id}-title`} className="mb-2 text-2xl font-bold text-brand-900">
          {block.heading || m('formTitle')}
        </h2>
        <div className="mb-6 space-y-2 text-slate-700">
          <Paragraphs text={block.text ?? ''} />
        </div>
        <LeadForm
          locale={locale}
          placement={block.situation ? 'campaignSituation' : 'campaign'}
          section={block.sectionLabel}
          id={formId}
          consentPreview={block.consentPreview ?? undefined}
          thankYou={block.thankYou === 'referrals' ? 'referral' : undefined}
        />
      </div>
    </section>
  )
}
