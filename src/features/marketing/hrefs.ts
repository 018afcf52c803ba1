import type { Firm } from '@/features/firm'
import { renderableLink, resolvedLink } from '@/lib/links'

/**
 * Content hrefs may name the firm's recruitment site instead of repeating its URL. A link that
 * is not a site path or an https address (a row saved before the check) renders as no link.
 */
export function resolveHref(
  href: string,
  firm: Pick<Firm, 'recruitmentSiteUrl'>,
): string | undefined {
  return renderableLink(href.replace('{recruitmentSite}', firm.recruitmentSiteUrl), resolvedLink)
}

export const isExternal = (href: string) => /^https?:\/\//.test(href)
