import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { OfficeHours } from '@/features/schedule/ui'

const steps = ['send', 'call', 'free', 'language'] as const

/**
 * How the free evaluation works, for someone deciding whether to send the form beside it: what
 * they send, who calls them, from which number and when (the Intake schedule's office hours),
 * that it costs nothing and stays confidential, and in which language. Wary visitors (notario
 * fraud is common) want to know this before they give a phone number.
 */
export async function EvaluationSteps({ locale, phone }: { locale: Locale; phone: string }) {
  const t = await getTranslations({ locale, namespace: 'evaluationSteps' })
  return (
    <ol className="grid gap-5 sm:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3" data-step={step}>
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-bold text-brand-900">{t(`${step}Title`)}</h3>
            <p className="mt-1">{t(step, { phone })}</p>
            {step === 'call' && <OfficeHours locale={locale} className="mt-1 text-sm" />}
          </div>
        </li>
      ))}
    </ol>
  )
}
