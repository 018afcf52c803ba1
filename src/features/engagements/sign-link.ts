import { readToken, signToken, tokenSubject } from '@/lib/security/signed-token'
import { siteUrl } from '@/lib/seo/site-url'

const purpose = 'engagement-sign'
/** A letter's link works for 30 days after it was sent. */
export const signLinkMs = 30 * 86_400_000

type Sent = { id: number; createdAt: string; sentAt?: string | null }

/**
 * What a link is bound to besides the id: the engagement's creation and sending times, so a
 * letter voided and sent again refuses the links of the earlier sending.
 */
const bindingOf = (engagement: Sent) =>
  `engagement@${new Date(engagement.createdAt).toISOString()}@${new Date(engagement.sentAt ?? 0).toISOString()}`

export function signLinkToken(engagement: Sent): string {
  const sent = new Date(engagement.sentAt ?? 0).getTime()
  return signToken(purpose, engagement.id, new Date(sent + signLinkMs), bindingOf(engagement))
}

/** The id a link names, unchecked: load the engagement, then `isSignTokenOf`. */
export const engagementIdOf = (token: unknown) => tokenSubject(token)

export const isSignTokenOf = (token: unknown, engagement: Sent, now = new Date()) =>
  Boolean(engagement.sentAt) &&
  readToken(purpose, token, now, bindingOf(engagement)) === engagement.id

/** The sign page's public path in the letter's language (i18n/routing.ts: `/firmar`). */
export const signPagePath = (locale: 'es' | 'en') => (locale === 'en' ? '/en/sign' : '/firmar')

export const signUrlOf = (engagement: Sent, locale: 'es' | 'en') =>
  new URL(
    `${signPagePath(locale)}?enlace=${encodeURIComponent(signLinkToken(engagement))}`,
    siteUrl(),
  ).toString()

export const signedPdfUrl = (id: number) =>
  new URL(`/cms/api/engagements/${id}/signed-pdf`, siteUrl()).toString()
