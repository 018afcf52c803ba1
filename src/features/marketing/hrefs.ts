import type { Firm } from '@/features/firm/queries'

/** Content hrefs may name the firm's recruitment site instead of repeating its URL. */
export function resolveHref(href: string, firm: Pick<Firm, 'recruitmentSiteUrl'>): string {
  return href.replace('{recruitmentSite}', firm.recruitmentSiteUrl)
}

export const isExternal = (href: string) => /^https?:\/\//.test(href)
