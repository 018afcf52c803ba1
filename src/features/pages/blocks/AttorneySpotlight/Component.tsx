import { getTranslations } from 'next-intl/server'
import { AttorneySpotlight } from '@/features/attorneys/ui'
import { attorneyHref, getAttorney } from '@/features/attorneys'
import { getPathname } from '@/i18n/navigation'
import { ButtonLink } from '@/ui/ButtonLink'
import type { BlockProps } from '../types'

/** One attorney with a link to the profile; nothing when the attorney is gone or unpublished. */
export async function AttorneySpotlightBlock({
  block,
  locale,
  id,
}: BlockProps<'attorneySpotlight'>) {
  const t = await getTranslations({ locale, namespace: 'campaignPage' })
  const slug = typeof block.attorney === 'object' ? block.attorney?.slug : null
  const attorney = slug ? await getAttorney(locale, slug) : null
  if (!attorney) return null
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <AttorneySpotlight
        id={`${id}-title`}
        title={block.heading || t('attorney')}
        attorney={attorney}
      >
        <ButtonLink
          variant="outline"
          href={getPathname({ locale, href: attorneyHref(attorney.slug) })}
        >
          {t('viewProfile')}
        </ButtonLink>
      </AttorneySpotlight>
    </div>
  )
}
