import { TrustStrip } from '@/features/marketing/ui'
import { asBlock } from '../block-shapes'
import type { BlockProps } from '../types'

/** The site's trust strip with the page's own experience figure. */
export function TrustStripBlock({ block, locale, firm }: BlockProps<'trustStrip'>) {
  return (
    <TrustStrip
      locale={locale}
      firm={firm}
      experience={asBlock({ title: block.years, body: block.yearsText })}
    />
  )
}
