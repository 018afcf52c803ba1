import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import { livePrefix, type Locale } from '@/i18n/routing'
import { attorneyHref } from '@/features/attorneys'
import type { Firm } from '@/features/firm'
import type { Block } from '../queries'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { VideoFeature } from './VideoFeature'

/** `/{name}`: the founder's own page, with her video and links to her lives and profile. */
export async function FounderPage({
  locale,
  firm,
  block,
  title,
}: {
  locale: Locale
  firm: Firm
  block: Block
  title: string
}) {
  const t = await getTranslations({ locale, namespace: 'lives' })
  const a = await getTranslations({ locale, namespace: 'attorneysPage' })
  const video = await getTranslations({ locale, namespace: 'video' })
  const livesHref = getPathname({
    locale,
    href: { pathname: '/[name]', params: { name: `${livePrefix[locale]}${firm.founderSlug}` } },
  })
  const profileHref = getPathname({ locale, href: attorneyHref(firm.founderSlug) })
  return (
    <>
      <Banner title={title} body={block.body} image={null}>
        <ButtonLink href={livesHref} variant="light">
          {t('allLives')}
        </ButtonLink>
        <ButtonLink href={profileHref} variant="light">
          {a('viewProfile')}
        </ButtonLink>
      </Banner>
      <VideoFeature id="founder-video" block={{ ...block, body: '' }} playLabel={video('play')} />
    </>
  )
}
