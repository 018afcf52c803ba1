import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

/** Share links (Facebook, X, LinkedIn, e-mail): plain links, no third-party script loads. */
export async function ShareLinks({
  locale,
  url,
  title,
}: {
  locale: Locale
  url: string
  title: string
}) {
  const t = await getTranslations({ locale, namespace: 'article' })
  const u = encodeURIComponent(url)
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ]
  const linkClass =
    'inline-flex items-center rounded border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50'
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="share-links">
      <span className="font-semibold">{t('share')}:</span>
      {links.map((link) => (
        <a
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('shareOn', { network: link.name })}
          className={linkClass}
        >
          {link.name}
        </a>
      ))}
      <a
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`}
        aria-label={t('shareByEmail')}
        className={linkClass}
      >
        {t('email')}
      </a>
    </div>
  )
}
