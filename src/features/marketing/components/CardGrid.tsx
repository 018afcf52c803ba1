import type { Firm } from '@/features/firm'
import { CardImage } from '@/ui/CardImage'
import { resolveHref } from '../hrefs'
import type { Block } from '../queries'
import { SmartLink } from './SmartLink'

/** Cards of a block's items (services, humanitarian visas), each linking to its page. */
export function CardGrid({
  block,
  firm,
  linkLabel,
  externalLabel,
  headingLevel = 'h3',
}: {
  block: Block
  firm: Firm
  linkLabel: string
  externalLabel: string
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const items = block.items.map((item) => ({
    ...item,
    href: item.href ? resolveHref(item.href, firm) : undefined,
  }))
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${wideColumns(block.items.length)}`}>
      {items.map((item, index) => (
        <li key={index} className="flex flex-col overflow-hidden rounded-lg bg-white shadow">
          <CardImage
            image={item.image}
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          />
          <div className="flex flex-1 flex-col p-6">
            <Heading className="text-xl font-bold text-brand-900">{item.title}</Heading>
            {item.text && <p className="mt-2 flex-1 text-slate-700">{item.text}</p>}
            {item.href && (
              <SmartLink
                href={item.href}
                externalLabel={externalLabel}
                className="mt-4 font-semibold text-brand-700 underline underline-offset-4"
              >
                {linkLabel}
                <span className="sr-only">: {item.title}</span>
              </SmartLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Three columns only when they fill up: two or four cards as 2 (or 2×2), never a blank third. */
export function wideColumns(count: number) {
  return count === 2 || count === 4 ? 'lg:grid-cols-2' : 'lg:grid-cols-3'
}
