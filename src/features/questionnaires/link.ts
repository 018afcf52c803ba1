import type { Lead } from '@/payload-types'
import { leadTokenBinding } from '@/lib/booking-handoff'
import { readToken, signToken, tokenSubject } from '@/lib/security/signed-token'
import { siteUrl } from '@/lib/seo/site-url'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

const purpose = 'questionnaire'
/** A questionnaire link works for 30 days after it was made. */
export const questionnaireLinkMs = 30 * 86_400_000

/**
 * The visitor's private link to the questionnaire: signed for the lead (bound to its creation
 * time, so a later lead with its id is not reached), no login, the same on every device.
 */
export function questionnaireToken(lead: Pick<Lead, 'id' | 'createdAt'>, now = new Date()) {
  return signToken(
    purpose,
    lead.id,
    new Date(now.getTime() + questionnaireLinkMs),
    leadTokenBinding(lead),
  )
}

/** The lead id a link names, unchecked: load the lead, then `isQuestionnaireTokenOf`. */
export const leadIdOfQuestionnaireToken = (token: unknown) => tokenSubject(token)

export const isQuestionnaireTokenOf = (
  token: unknown,
  lead: Pick<Lead, 'id' | 'createdAt'>,
  now = new Date(),
) => readToken(purpose, token, now, leadTokenBinding(lead)) === lead.id

export const questionnairePagePath = (locale: Locale) =>
  getPathname({ locale, href: '/cuestionario' })

/** `/cuestionario?enlace=…` (or `/en/questionnaire?enlace=…`) with the query given. */
export function questionnairePath(
  locale: Locale,
  token: string,
  query: Record<string, string> = {},
) {
  return `${questionnairePagePath(locale)}?${new URLSearchParams({ enlace: token, ...query })}`
}

/** The whole link, as texts and e-mails carry it. */
export function questionnaireUrl(
  lead: Pick<Lead, 'id' | 'createdAt'>,
  locale: Locale,
  now = new Date(),
) {
  return new URL(questionnairePath(locale, questionnaireToken(lead, now)), siteUrl()).toString()
}
