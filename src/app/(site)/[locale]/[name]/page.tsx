import { getTranslations } from 'next-intl/server'
import { resolvePersonalPage } from '@/features/firm/personal-pages'
import { getFirmProfile } from '@/features/firm/queries'
import { LivesGrid } from '@/features/lives/components/LivesGrid'
import { getLives } from '@/features/lives/queries'
import { FounderPage } from '@/features/marketing/components/FounderPage'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveName, type NameParams } from '@/lib/routing/locale-params'
import { NotFoundPage, notFoundMetadata } from '@/lib/routing/not-found-page'
import { PageIntro } from '@/ui/PageIntro'
import { alternates } from '@/lib/seo/metadata'
import { personalPaths } from '@/i18n/navigation'
import { publicPath } from '@/i18n/routing'
import {
  CampaignPageView,
  campaignMetadata,
  findCampaignPage,
  redirectOrNothing,
} from '@/features/pages/page-route'

async function load(params: NameParams['params']) {
  const { locale, name } = await resolveName(params)
  const firm = await getFirmProfile(locale)
  const page = resolvePersonalPage(locale, firm, name)
  if (!page) return { locale, page: null, firm, name }
  const key = page.kind === 'founder' ? 'founder' : 'lives'
  const t = await getTranslations({ locale, namespace: `pages.${key}` })
  const values = { name: firm.founderName }
  const paths = personalPaths(page.kind, firm.founderSlug)
  return {
    locale,
    firm,
    page,
    title: t('title', values),
    description: t('description', values),
    paths,
  }
}

/** Rendered on first request and cached (ISR) like every public page; none at build time. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: NameParams) {
  const loaded = await load(params)
  if (!loaded.page) {
    const campaign = await findCampaignPage(loaded.locale, loaded.name)
    if (campaign) return campaignMetadata(loaded.locale, campaign)
    return notFoundMetadata(loaded.locale)
  }
  const { locale, firm, page, title, description, paths } = loaded
  // The founder's page has its own document title: her bare name is her profile's too, and the
  // same in both languages.
  const t = await getTranslations({ locale, namespace: 'pages.founder' })
  const documentTitle = page.kind === 'founder' ? t('metaTitle', { name: firm.founderName }) : title
  return { title: documentTitle, description, alternates: alternates(locale, paths) }
}

export default async function PersonalRoute({ params }: NameParams) {
  const loaded = await load(params)
  if (!loaded.page) {
    // Not the founder's or the live sessions' page: a campaign page, a redirect, or the 404.
    const { locale, firm, name } = loaded
    const campaign = await findCampaignPage(locale, name)
    if (campaign) return <CampaignPageView locale={locale} firm={firm} page={campaign} />
    await redirectOrNothing(locale, publicPath(locale, `/${name}`), name)
    return <NotFoundPage locale={locale} />
  }
  const { locale, firm, page, title, description } = loaded
  if (page.kind === 'founder') {
    const blocks = await pageBlocks(locale, ['founder.page'])
    return <FounderPage locale={locale} firm={firm} block={blocks['founder.page']} title={title} />
  }
  return (
    <>
      <PageIntro title={title} description={description} />
      <LivesGrid locale={locale} lives={await getLives(locale)} />
    </>
  )
}
