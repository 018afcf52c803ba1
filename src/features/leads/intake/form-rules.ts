import type { Locale } from '@/i18n/routing'
import {
  generalRules,
  placements,
  type LeadEndpoint,
  type LeadFormKind,
  type Placement,
  type PlacementRules,
} from './placements'
import { sanitizeSection } from './sanitize'

export type { LeadFormKind }

/** What one form variant checks, so the browser and the server validate alike. */
export type FormRules = {
  kind: LeadFormKind
  locale: Locale
  /** The Spanish contact form does not check the terms box; the social-media form has none. */
  requireTerms: boolean
  /** Visa pages use the short e-mail message variant. */
  emailMessage: 'email' | 'emailShort'
  /** Typed phone digits are capped on the Spanish and parole forms. */
  phoneCap?: number
}

/** A placement's rules in one language; the tramcase endpoint always asks for the situation. */
export function resolveRules(
  rules: PlacementRules,
  locale: Locale,
  endpoint: LeadEndpoint = 'agregar',
): FormRules {
  const needsSituation = endpoint === 'tramcase' && rules.kind === 'general'
  return {
    kind: needsSituation ? 'situation' : rules.kind,
    locale,
    requireTerms: rules.terms[locale],
    emailMessage: rules.emailMessage,
    phoneCap: rules.phoneCap[locale],
  }
}

export function rulesOfPlacement(placement: Placement, locale: Locale): FormRules {
  const entry = placements[placement]
  return resolveRules(entry.rules, locale, entry.endpoint)
}

type Found = { placement: Placement; locale?: Locale }

/**
 * Every section label of the table, lower-cased, with its placement and, when the two languages
 * have different labels, its language. The social-media form is told by its endpoint alone (a
 * post to the public endpoints never gets the staff form's rules).
 */
const byLabel = new Map<string, Found>()
for (const placement of Object.keys(placements) as Placement[]) {
  const entry = placements[placement]
  if (entry.endpoint === 'socialmedia') continue
  for (const locale of ['es', 'en'] as const) {
    const shared = entry.es === entry.en
    byLabel.set(entry[locale].toLowerCase(), { placement, locale: shared ? undefined : locale })
  }
}

/**
 * The placement a section label names: the page label before ' - {source}', looked up in the
 * table, whole words from the start ('Youtube Landing Video12' is the YouTube landing's).
 */
export function findPlacement(seccion: string): Found | undefined {
  const words = (sanitizeSection(seccion).split(' - ')[0] ?? '').toLowerCase().split(' ')
  for (let count = words.length; count > 0; count -= 1) {
    const found = byLabel.get(words.slice(0, count).join(' '))
    if (found) return found
  }
  return undefined
}

/** The language a section label names ('Footer Inglés'); Spanish when it names none. */
export function localeOfSection(seccion = ''): Locale {
  return findPlacement(seccion)?.locale ?? 'es'
}

type PostHints = { seccion?: string; endpoint?: LeadEndpoint }

/**
 * The rules of the form a post came from: the endpoint it reached and the placement its section
 * label names in the table. A label the table does not have (an API client's own) gets the
 * general rules, or the parole or referral ones when the post carries their fields.
 */
export function rulesForPost(fields: Record<string, string>, hints: PostHints = {}): FormRules {
  const endpoint = hints.endpoint ?? 'agregar'
  const found = findPlacement(fields.seccion ?? hints.seccion ?? '')
  const locale: Locale =
    fields.locale === 'en' || fields.locale === 'es' ? fields.locale : (found?.locale ?? 'es')
  const placement: Placement | undefined =
    endpoint === 'socialmedia' ? 'socialMedia' : (found?.placement ?? placementOfFields(fields))
  return resolveRules(placement ? placements[placement].rules : generalRules, locale, endpoint)
}

function placementOfFields(fields: Record<string, string>): Placement | undefined {
  if ('casado' in fields || 'estancia' in fields) return 'parole'
  if ('referidor_nombre' in fields) return 'referrals'
  return undefined
}
