import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { Breadcrumb } from '@/ui/Breadcrumb'
import type { Placement } from '@/features/leads'
import type { Block } from '../queries'
import { Banner } from '@/ui/Banner'
import { BulletList } from '@/ui/BulletList'
import { ButtonLink } from '@/ui/ButtonLink'
import { LeadForm } from '@/features/leads/ui'
import { FormPanel } from '@/ui/FormPanel'
import { Paragraphs } from '@/ui/Paragraphs'

const formAnchor = 'formularioGeneral'

/** The spec's visa page (VAWA, T, U, K-1): banner, breadcrumb, text, form and requirements. */
export async function VisaPage({
  locale,
  block,
  placement,
}: {
  locale: Locale
  block: Block
  placement: Placement
}) {
  const t = await getTranslations({ locale, namespace: 'visa' })
  const m = await getTranslations({ locale, namespace: 'marketing' })
  const crumbs = await getTranslations({ locale, namespace: 'breadcrumb' })
  return (
    <>
      <Banner title={block.title} image={block.image}>
        <ButtonLink href={`#${formAnchor}`} variant="light">
          {t('sendMessage')}
        </ButtonLink>
      </Banner>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Breadcrumb
          items={[
            { label: crumbs('home'), href: getPathname({ locale, href: '/' }) },
            { label: block.title },
          ]}
        />
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-[1fr_26rem]">
        <div className="space-y-6 text-lg">
          <Paragraphs text={block.body} />
          {block.items.map((item, index) => (
            <section key={index} aria-labelledby={`requirements-${index}`} className="space-y-3">
              <h2 id={`requirements-${index}`} className="text-2xl font-bold text-brand-900">
                {item.title}
              </h2>
              {item.text && <p>{item.text}</p>}
              <BulletList items={item.list} />
            </section>
          ))}
          <ButtonLink href={`#${formAnchor}`}>{t('evaluate')}</ButtonLink>
        </div>
        <FormPanel title={m('formTitle')}>
          <LeadForm locale={locale} placement={placement} id={formAnchor} />
        </FormPanel>
      </div>
    </>
  )
}
