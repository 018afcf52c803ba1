import type { Block } from '../queries'
import { BulletList } from '@/ui/BulletList'
import { Paragraphs } from '@/ui/Paragraphs'

/** Privacy, terms and SMS pages: a title and numbered-free sections with an h2 each. */
export function LegalPage({ block }: { block: Block }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{block.title}</h1>
      {block.body && (
        <div className="mt-3 text-slate-600">
          <Paragraphs text={block.body} />
        </div>
      )}
      {block.items.map((item, index) => (
        <section key={index} aria-labelledby={`section-${index}`} className="mt-8 space-y-3">
          <h2 id={`section-${index}`} className="text-2xl font-bold text-brand-900">
            {item.title}
          </h2>
          {item.text && <Paragraphs text={item.text} />}
          {item.list.length > 0 && <BulletList items={item.list} />}
        </section>
      ))}
    </article>
  )
}
