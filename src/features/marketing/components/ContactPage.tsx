import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { telHref } from '@/features/firm'
import type { Firm } from '@/features/firm'
import { socialLinks } from '@/features/layout'
import { SocialLinks } from '@/features/layout/ui'
import type { Block } from '../queries'
import { EvaluationSteps, LeadForm } from '@/features/leads/ui'
import { FormPanel } from '@/ui/FormPanel'
import { Paragraphs } from '@/ui/Paragraphs'

function PhoneList({ lines }: { lines: { label: string; phone: string }[] }) {
  return (
    <dl className="space-y-3">
      {lines.map((line) => (
        <div key={line.label}>
          <dt className="font-semibold">{line.label}</dt>
          <dd>
            <a className="text-lg text-brand-700 underline" href={telHref(line.phone)}>
              {line.phone}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** One white card of the contact page, headed by its title. */
function ContactCard({
  id,
  title,
  spacing,
  children,
}: {
  id: string
  title: string
  spacing: 'mb-2' | 'mb-4'
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-6 shadow">
      <h2 id={id} className={`${spacing} text-xl font-bold text-brand-900`}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Banner with the form, how the free evaluation works, phone blocks, social links, e-mail, offices and nationwide coverage. */
export async function ContactPage({
  locale,
  firm,
  intro,
  coverage,
}: {
  locale: Locale
  firm: Firm
  intro: Block
  coverage: Block
}) {
  const t = await getTranslations({ locale, namespace: 'contactPage' })
  const m = await getTranslations({ locale, namespace: 'marketing' })
  const e = await getTranslations({ locale, namespace: 'evaluationSteps' })
  // The navy band holds only the heading; the form rises into it beside the contact cards, so
  // no tall navy column stands next to the form at 1280 px. The form comes first on a phone.
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-12 lg:pb-28">
          <div className="lg:max-w-[calc(100%-28rem)]">
            <h1 className="text-3xl font-bold md:text-5xl">{intro.title}</h1>
            <div className="mt-4 max-w-2xl space-y-3 text-lg text-slate-100">
              <Paragraphs text={intro.body} />
            </div>
          </div>
        </div>
      </section>
      <div className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-12 lg:grid-cols-[1fr_26rem] lg:gap-10">
          <div className="-mt-20 lg:col-start-2 lg:row-start-1 lg:-mt-44">
            <FormPanel title={m('formTitle')}>
              <LeadForm locale={locale} placement="contact" id="formularioGeneral" />
            </FormPanel>
          </div>
          <div className="grid gap-6 md:grid-cols-2 lg:col-start-1 lg:row-start-1">
            {/* Beside the form at 1280 px; under it on a phone, so the form keeps its place. */}
            <div className="md:col-span-2">
              <ContactCard id="evaluation-steps" title={e('title')} spacing="mb-4">
                <EvaluationSteps locale={locale} phone={firm.phones.newCases} />
              </ContactCard>
            </div>
            <ContactCard id="phones-immigration" title={t('immigration')} spacing="mb-4">
              <PhoneList
                lines={[
                  { label: t('newCases'), phone: firm.phones.newCases },
                  { label: t('customerService'), phone: firm.phones.customerService },
                ]}
              />
            </ContactCard>
            <ContactCard id="phones-trucks" title={t('truckDrivers')} spacing="mb-4">
              <PhoneList
                lines={[
                  { label: t('companiesGrowth'), phone: firm.phones.truckCompanies },
                  { label: t('driversRecruitment'), phone: firm.phones.truckRecruitment },
                  { label: t('customerService'), phone: firm.phones.truckCustomerService },
                ]}
              />
            </ContactCard>
            <ContactCard id="contact-social" title={t('socialTitle')} spacing="mb-2">
              <SocialLinks
                links={socialLinks(firm, true)}
                className="-ml-3 flex-wrap text-brand-800"
              />
              <h2 className="mb-2 mt-6 text-xl font-bold text-brand-900">{t('emailTitle')}</h2>
              <a className="break-all text-brand-700 underline" href={`mailto:${firm.email}`}>
                {firm.email}
              </a>
            </ContactCard>
            <ContactCard id="contact-offices" title={t('officesTitle')} spacing="mb-4">
              <ul className="grid gap-6">
                {(firm.offices ?? []).map((office) => (
                  <li key={office.id ?? office.city}>
                    <h3 className="font-semibold">{office.city}</h3>
                    <address className="whitespace-pre-line not-italic">{office.address}</address>
                  </li>
                ))}
              </ul>
            </ContactCard>
            {/* Full width: as the fifth card of two columns it left an empty cell beside it. */}
            <div className="md:col-span-2">
              <ContactCard id="contact-coverage" title={coverage.title} spacing="mb-2">
                <p>{coverage.body}</p>
              </ContactCard>
            </div>
          </div>
        </div>
      </div>
    </>
  )
}
