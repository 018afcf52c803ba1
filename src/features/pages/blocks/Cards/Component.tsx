import { getTranslations } from 'next-intl/server'
import { CardGrid } from '@/features/marketing/ui'
import { imageRef } from '@/lib/media/image-ref'
import { Section } from '@/ui/Section'
import { asBlock } from '../block-shapes'
import type { BlockProps } from '../types'

/** Cards with a title, text, image and link each, in the site's card grid. */
export async function CardsBlock({ block, locale, firm, id }: BlockProps<'cards'>) {
  const m = await getTranslations({ locale, namespace: 'marketing' })
  return (
    <Section id={id} title={block.heading ?? undefined} tone="light">
      <CardGrid
        block={asBlock({
          title: block.heading,
          items: (block.items ?? []).map((item) => ({
            title: item.title,
            text: item.text ?? '',
            href: item.href ?? '',
            image: imageRef(item.image),
          })),
        })}
        firm={firm}
        linkLabel={m('learnMore')}
        externalLabel={m('externalSite')}
      />
    </Section>
  )
}
