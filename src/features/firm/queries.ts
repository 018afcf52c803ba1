import type { Locale } from '@/i18n/routing'
import type { FirmProfile } from '@/payload-types'
import { payloadClient } from '@/lib/payload/payload'
import { cachedQuery } from '@/lib/cache/cached-query'
import { cacheTags } from '@/lib/cache/tags'

export type Firm = FirmProfile

export const getFirmProfile = (locale: Locale) =>
  cachedQuery(
    async (): Promise<Firm> => {
      const payload = await payloadClient()
      return payload.findGlobal({ slug: 'firm-profile', locale, depth: 0 })
    },
    ['firm-profile', locale],
    cacheTags.firm,
  )
