import { unstable_cache } from 'next/cache'
import type { Locale } from '@/i18n/routing'
import type { FirmProfile } from '@/payload-types'
import { payloadClient } from '@/lib/payload/payload'
import { cacheTags } from '@/lib/cache/tags'
import { cacheEpoch } from '@/lib/cache/cache-epoch'

export type Firm = FirmProfile

export const getFirmProfile = (locale: Locale) =>
  unstable_cache(
    async (): Promise<Firm> => {
      const payload = await payloadClient()
      return payload.findGlobal({ slug: 'firm-profile', locale, depth: 0 })
    },
    ['firm-profile', locale, cacheEpoch],
    { tags: [cacheTags.firm] },
  )()
