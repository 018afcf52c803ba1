import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { getPathname, personalPaths } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { telHref } from '@/features/firm'
import type { Firm } from '@/features/firm'
import { FooterMap } from './FooterMap.client'
import { SearchBox } from './SearchBox'
import { socialLinks } from './social-links'
import { SocialLinks } from './SocialLinks'

type Props = {
  locale: Locale
  firm: Firm
  leadForm: ReactNode
  /** The office hours (Intake schedule), given by the layout. */
  officeHours: ReactNode
}

export async function Footer({ locale, firm, leadForm, officeHours }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const social = await getTranslations({ locale, namespace: 'social' })
  const path = (
    href: '/terminos-y-condiciones' | '/politica-de-privacidad' | '/mapa-de-sitio' | '/blog',
  ) => getPathname({ locale, href })

  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-4 text-xl font-bold">
            {t('contactTitle')}
          </h2>
          <dl className="space-y-3">
            <div>
              <dt className="font-semibold">{t('newCases')}</dt>
              <dd>
                <a className="footer-target" href={telHref(firm.phones.newCases)}>
                  {firm.phones.newCases}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('customerService')}</dt>
              <dd>
                <a className="footer-target" href={telHref(firm.phones.customerService)}>
                  {firm.phones.customerService}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('email')}</dt>
              <dd>
                <a className="footer-target break-all" href={`mailto:${firm.email}`}>
                  {firm.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('officeHours')}</dt>
              <dd className="text-slate-200">{officeHours}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('offices')}</dt>
              {(firm.offices ?? []).map((office) => (
                <dd key={office.id ?? office.city} className="mt-1">
                  <span className="font-medium">{office.city}</span>
                  <address className="whitespace-pre-line not-italic text-slate-200">
                    {office.address}
                  </address>
                </dd>
              ))}
            </div>
          </dl>
        </section>

        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="mb-4 text-xl font-bold">
            {t('mapTitle')}
          </h2>
          <FooterMap
            query={firm.mapQuery}
            offices={(firm.offices ?? []).map((office) => ({
              city: office.city,
              query: office.address.replace(/\s*\n\s*/g, ', '),
            }))}
            officesLabel={t('offices')}
            title={t('mapTitle')}
            showLabel={t('showMap')}
            notice={t('mapNotice')}
          />
        </section>

        <section aria-labelledby="footer-search" className="space-y-6">
          <div>
            <h2 id="footer-search" className="mb-4 text-xl font-bold">
              {t('searchTitle')}
            </h2>
            <SearchBox action={path('/blog')} id="footer-search-input" suggestUrl="/search/blog" />
          </div>
          <div>
            <h2 className="mb-2 text-xl font-bold">{social('title')}</h2>
            <SocialLinks links={socialLinks(firm, true)} className="-ml-3 flex-wrap" />
          </div>
        </section>

        <section aria-labelledby="footer-submit-case" id="footer-form">
          <h2 id="footer-submit-case" className="mb-4 text-xl font-bold">
            {t('submitCase')}
          </h2>
          <p className="mb-4 text-slate-200">{t('submitCaseText')}</p>
          {leadForm}
        </section>
      </div>

      <div className="border-t border-white/20">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6 text-sm text-slate-200">
          {/* Notario fraud is common in this audience's communities: say who may advise them. */}
          <p role="note" className="rounded border border-white/30 p-3 text-base text-white">
            <strong>{t('trustTitle')}</strong> {t('trustText')}
          </p>
          <nav aria-label={t('legalLinks')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              <li>
                <a
                  className="footer-target"
                  href={personalPaths('lives', firm.founderSlug)[locale]}
                >
                  {t('lives')}
                </a>
              </li>
              <li>
                <a className="footer-target" href={path('/terminos-y-condiciones')}>
                  {t('terms')}
                </a>
              </li>
              <li>
                <a className="footer-target" href={path('/politica-de-privacidad')}>
                  {t('privacy')}
                </a>
              </li>
              <li>
                <a className="footer-target" href={path('/mapa-de-sitio')}>
                  {t('sitemap')}
                </a>
              </li>
            </ul>
          </nav>
          <p>{t('legal')}</p>
          <p>{t('copyright', { year: String(new Date().getFullYear()), firm: firm.name })}</p>
        </div>
      </div>
    </footer>
  )
}
