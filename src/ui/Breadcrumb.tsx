import { getTranslations } from 'next-intl/server'
import { siteUrl } from '@/lib/seo/site-url'
import { JsonLd } from './JsonLd'

export type Crumb = { label: string; href?: string }

/** Home / … / current page, with its BreadcrumbList JSON-LD. */
export async function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = await getTranslations('breadcrumb')
  const origin = siteUrl().origin
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: origin + item.href } : {}),
    })),
  }
  return (
    <nav aria-label={t('label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          // The separator ends its crumb's item, never starts the next one: when the list wraps
          // at 375 px, a line ends with "/" and no line starts with it.
          <li key={index} className="flex items-center gap-1">
            {item.href && index < items.length - 1 ? (
              <a href={item.href} className="tap-target underline-offset-4 hover:underline">
                {item.label}
              </a>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
            {index < items.length - 1 && <span aria-hidden="true">/</span>}
          </li>
        ))}
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  )
}
