import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { telHref } from '@/features/firm'
import type { Firm } from '@/features/firm'
import { PhoneIcon, WhatsappIcon } from '@/ui/icons'
import { OfficeHours } from '@/features/schedule/ui'

const button =
  'inline-flex min-h-11 items-center gap-2 rounded px-5 py-3 font-semibold text-white focus-visible:outline-offset-4'

/**
 * What a visitor who just sent a form can expect: when the firm calls (its office hours from the
 * Intake schedule, no promise of minutes), the number the call comes from, how the free
 * evaluation goes, and WhatsApp and call buttons for whoever would rather not wait. The page
 * marks itself (`data-thank-you`) so the footer's form steps aside: one form was enough.
 */
export async function WhatHappensNext({ locale, firm }: { locale: Locale; firm: Firm }) {
  const t = await getTranslations({ locale, namespace: 'whatHappensNext' })
  const phone = firm.phones.newCases
  return (
    <section
      aria-labelledby="what-happens-next"
      data-thank-you=""
      className="mx-auto max-w-3xl px-4 pb-16 text-left"
    >
      <h2 id="what-happens-next" className="text-2xl font-bold text-brand-900">
        {t('title')}
      </h2>
      <ol className="mt-6 space-y-6">
        <li>
          <h3 className="font-bold text-brand-900">{t('whenTitle')}</h3>
          <p className="mt-1">{t('when')}</p>
          <OfficeHours locale={locale} className="mt-2 font-medium" />
        </li>
        <li>
          <h3 className="font-bold text-brand-900">{t('numberTitle')}</h3>
          <p className="mt-1">{t('number', { phone })}</p>
        </li>
        <li>
          <h3 className="font-bold text-brand-900">{t('evaluationTitle')}</h3>
          <p className="mt-1">{t('evaluation')}</p>
        </li>
      </ol>
      <p className="mt-8 font-medium">{t('noWait')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {firm.social.whatsapp && (
          <a
            href={firm.social.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={`${button} bg-[#0b7a3e] hover:bg-[#096633]`}
          >
            <WhatsappIcon width={22} height={22} />
            {t('whatsapp')}
          </a>
        )}
        <a href={telHref(phone)} className={`${button} bg-brand-700 hover:bg-brand-800`}>
          <PhoneIcon width={20} height={20} />
          {t('call', { phone })}
        </a>
      </div>
    </section>
  )
}
