import type { Block } from '../queries'
import { Banner } from '@/ui/Banner'
import { BulletList } from '@/ui/BulletList'
import { Paragraphs } from '@/ui/Paragraphs'

/**
 * Privacy, terms and SMS pages: the banner every page opens with (title and intro), then
 * sections with an h2 each.
 */
export function LegalPage({ block }: { block: Block }) {
  return (
    <>
      <Banner title={block.title} body={block.body} image={block.image} />
      <article className="mx-auto max-w-3xl px-4 py-12">
        {block.items.map((item, index) => (
          <section
            key={index}
            aria-labelledby={`section-${index}`}
            className="mt-8 space-y-3 first:mt-0"
          >
            <h2 id={`section-${index}`} className="text-2xl font-bold text-brand-900">
              {item.title}
            </h2>
            {item.text && <Paragraphs text={item.text} />}
            {item.list.length > 0 && <BulletList items={item.list} />}
          </section>
        ))}
      </article>
    </>
  )
}
