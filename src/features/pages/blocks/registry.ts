import { attorneySpotlight } from './AttorneySpotlight/config'
import { cards } from './Cards/config'
import { contactButtons } from './ContactButtons/config'
import { faq } from './Faq/config'
import { hero } from './Hero/config'
import { leadForm } from './LeadForm/config'
import { media } from './Media/config'
import { richText } from './RichText/config'
import { testimonials } from './Testimonials/config'
import { trustStrip } from './TrustStrip/config'

/**
 * The campaign page's blocks, in the order the editor offers them: each lives in its folder
 * (`config.ts` beside `Component.tsx`). A new block is its folder and a line here;
 * RenderBlocks.tsx then fails to type-check until its component is named there too.
 */
export const campaignBlocks = [
  hero,
  leadForm,
  richText,
  media,
  cards,
  faq,
  testimonials,
  attorneySpotlight,
  trustStrip,
  contactButtons,
]

export type CampaignBlockSlug = (typeof campaignBlocks)[number]['slug']
