import { getTranslations } from 'next-intl/server'
import { JsonLd } from '@/ui/JsonLd'
import { Section } from '@/ui/Section'
import type { BlockProps } from '../types'

/** Questions that open without JavaScript (`details`), with their `FAQPage` structured data. */
export async function FaqBlock({ block, locale, id }: BlockProps<'faq'>) {
  const t = await getTranslations({ locale, namespace: 'campaignPage' })
  const items = block.items ?? []
  return (
    <Section id={id} title={block.heading || t('faq')} tone="light">
      <div className="max-w-3xl divide-y divide-brand-100 rounded-lg bg-white shadow">
        {items.map((item, index) => (
          <details key={index} className="group p-4">
            <summary className="cursor-pointer text-lg font-semibold text-brand-900">
              {item.question}
            </summary>
            <p className="mt-2 whitespace-pre-line text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
    </Section>
  )
}
