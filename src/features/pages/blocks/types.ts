import type { Firm } from '@/features/firm'
import type { Locale } from '@/i18n/routing'
import type { PageBlock } from '../queries'
import type { CampaignBlockSlug } from './registry'

/** What each block's component gets: its own fields and where it sits on the page. */
export type BlockProps<Slug extends CampaignBlockSlug> = {
  block: Extract<PageBlock, { blockType: Slug }>
  locale: Locale
  firm: Firm
  /** Its place on the page, from 0. */
  index: number
  /** Its section's anchor (`section-{index + 1}`). */
  id: string
  /** A lead form's anchor (block-shapes.ts formIds); '' for other blocks. */
  formId: string
  /** The page's first form's anchor, what a hero's call to action scrolls to. */
  firstFormId: string | null
}
