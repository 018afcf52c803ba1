import { JsonLd } from '@/ui/JsonLd'
import { Section } from '@/ui/Section'

type Question = { question: string; answer: string }

/** Questions that open without JavaScript (`details`), with their `FAQPage` structured data. */
export function FaqSection({
  id,
  heading,
  items,
}: {
  id: string
  heading: string
  items: Question[]
}) {
  return (
    <Section id={id} title={heading} tone="light">
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
