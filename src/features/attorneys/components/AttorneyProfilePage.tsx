import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { telHref } from '@/features/firm'
import { Banner } from '@/ui/Banner'
import { BulletList } from '@/ui/BulletList'
import { Paragraphs } from '@/ui/Paragraphs'
import type { AttorneyProfile, AttorneyTestimonial } from '../queries'
import { AttorneyCard } from './AttorneyCard'
import { TestimonialSlider } from './TestimonialSlider'

function Facts({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-6 shadow">
      <h2 id={id} className="mb-3 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <BulletList items={items} />
    </section>
  )
}

/**
 * An attorney's page: banner, profile, bar admissions, languages, practice areas, associations,
 * biography.
 */
export async function AttorneyProfilePage({
  locale,
  attorney,
  testimonials,
}: {
  locale: Locale
  attorney: AttorneyProfile
  testimonials: AttorneyTestimonial[]
}) {
  const t = await getTranslations({ locale, namespace: 'attorneysPage' })
  const social = Object.entries(attorney.social ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  const socialNames: Record<string, string> = {
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
  }
  return (
    <>
      <Banner title={attorney.name} body={attorney.role} image={attorney.banner} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-12">
        <AttorneyCard attorney={attorney} headingLevel="h2" />
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          <Facts
            id="bar-admissions"
            title={t('barAdmissions')}
            items={(attorney.barAdmissions ?? []).flatMap((row) =>
              // The year as a string, not a number: ICU would print it as "2,011".
              row.jurisdiction
                ? [t('barAdmission', { jurisdiction: row.jurisdiction, year: String(row.year) })]
                : [],
            )}
          />
          <Facts id="languages" title={t('languages')} items={attorney.languages} />
          <Facts id="practice-areas" title={t('practiceAreas')} items={attorney.practiceAreas} />
          <Facts id="associations" title={t('associations')} items={attorney.associations} />
        </div>
        {attorney.biography && (
          <section aria-labelledby="biography" className="space-y-3 text-lg">
            <h2 id="biography" className="text-2xl font-bold text-brand-900">
              {t('biography')}
            </h2>
            <Paragraphs text={attorney.biography} />
          </section>
        )}
        <section aria-labelledby="attorney-contact" className="rounded-lg bg-white p-6 shadow">
          <h2 id="attorney-contact" className="mb-3 text-xl font-bold text-brand-900">
            {t('contact')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-3">
            {attorney.phone && (
              <div>
                <dt className="font-semibold">{t('phone')}</dt>
                <dd>
                  <a className="tap-target text-brand-700 underline" href={telHref(attorney.phone)}>
                    {attorney.phone}
                  </a>
                </dd>
              </div>
            )}
            {attorney.email && (
              <div>
                <dt className="font-semibold">{t('email')}</dt>
                <dd>
                  <a
                    className="tap-target break-all text-brand-700 underline"
                    href={`mailto:${attorney.email}`}
                  >
                    {attorney.email}
                  </a>
                </dd>
              </div>
            )}
            {social.length > 0 && (
              <div>
                <dt className="font-semibold">{t('social')}</dt>
                {social.map(([network, href]) => (
                  <dd key={network}>
                    <a
                      className="tap-target text-brand-700 underline"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {socialNames[network] ?? network}
                    </a>
                  </dd>
                ))}
              </div>
            )}
          </dl>
        </section>
      </div>
      <TestimonialSlider locale={locale} testimonials={testimonials} />
    </>
  )
}
