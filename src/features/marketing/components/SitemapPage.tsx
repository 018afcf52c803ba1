import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { PageIntro } from '@/ui/PageIntro'
import { dynamicPages, publicPages, type SitemapGroup } from '../public-pages'

const groups: (SitemapGroup | 'blog' | 'campaigns')[] = [
  'main',
  'visas',
  'attorneys',
  'campaigns',
  'legal',
  'blog',
]

/** The HTML sitemap: every public page, in the visitor's language, grouped. */
export async function SitemapPage({
  locale,
  founder,
  attorneys,
  blog,
  campaigns,
}: {
  locale: Locale
  founder: { name: string; slug: string }
  attorneys: { name: string; slug: string }[]
  /** Blog categories and articles, already in the visitor's language. */
  blog: { label: string; href: string }[]
  /** The campaign pages published in the visitor's language (collection `pages`). */
  campaigns: { label: string; href: string }[]
}) {
  const pages = await getTranslations({ locale, namespace: 'pages' })
  const t = await getTranslations({ locale, namespace: 'sitemapPage' })
  const links = [
    ...publicPages().map((page) => ({
      group: page.group,
      label: pages(`${page.messageKey}.title`),
      href: getPathname({ locale, href: page.href }),
    })),
    ...dynamicPages(founder, attorneys).map((page) => ({
      group: page.group,
      label: page.label ?? pages(`${page.messageKey}.title`, { name: founder.name }),
      href: page.paths[locale],
    })),
    ...campaigns.map((link) => ({ group: 'campaigns' as const, ...link })),
    ...blog.map((link) => ({ group: 'blog' as const, ...link })),
  ]
  return (
    <>
      <PageIntro title={pages('sitemap.title')} description={pages('sitemap.description')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        {groups
          .filter((group) => links.some((link) => link.group === group))
          .map((group) => (
            <section key={group} aria-labelledby={`sitemap-${group}`}>
              <h2 id={`sitemap-${group}`} className="mb-3 text-xl font-bold text-brand-900">
                {t(group)}
              </h2>
              <ul className="space-y-2">
                {links
                  .filter((link) => link.group === group)
                  .map((link) => (
                    <li key={link.href}>
                      <a
                        className="tap-target text-brand-700 underline underline-offset-4"
                        href={link.href}
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
      </div>
    </>
  )
}
