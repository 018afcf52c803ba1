import type { Firm } from '@/features/firm'
import type { Locale } from '@/i18n/routing'
import type { PageBlock } from '../queries'
import { AttorneySpotlightBlock } from './AttorneySpotlight/Component'
import { formIds } from './block-shapes'
import { CardsBlock } from './Cards/Component'
import { ContactButtonsBlock } from './ContactButtons/Component'
import { FaqBlock } from './Faq/Component'
import { HeroBlock } from './Hero/Component'
import { LeadFormBlock } from './LeadForm/Component'
import { MediaBlock } from './Media/Component'
import type { CampaignBlockSlug } from './registry'
import { RichTextBlock } from './RichText/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { TrustStripBlock } from './TrustStrip/Component'
import type { BlockProps } from './types'

type BlockComponent<Slug extends CampaignBlockSlug> = (
  props: BlockProps<Slug>,
) => React.ReactNode | Promise<React.ReactNode>

/** Each block of the registry with its component: a block without one does not type-check. */
const components: { [Slug in CampaignBlockSlug]: BlockComponent<Slug> } = {
  hero: HeroBlock,
  leadForm: LeadFormBlock,
  richText: RichTextBlock,
  media: MediaBlock,
  cards: CardsBlock,
  faq: FaqBlock,
  testimonials: TestimonialsBlock,
  attorneySpotlight: AttorneySpotlightBlock,
  trustStrip: TrustStripBlock,
  contactButtons: ContactButtonsBlock,
}

type Props = { locale: Locale; firm: Firm; layout: PageBlock[] }

/** A campaign page's sections in order, each drawn by its block's component. */
export function RenderBlocks({ locale, firm, layout }: Props) {
  const forms = formIds(layout)
  return layout.map((block, index) => {
    // A block type no longer in the registry (an old row) draws nothing.
    if (!Object.hasOwn(components, block.blockType)) return null
    const Component = components[block.blockType] as BlockComponent<CampaignBlockSlug>
    return (
      <Component
        key={index}
        block={block as BlockProps<CampaignBlockSlug>['block']}
        locale={locale}
        firm={firm}
        index={index}
        id={`section-${index + 1}`}
        formId={forms.byIndex[index] ?? ''}
        firstFormId={forms.first}
      />
    )
  })
}
