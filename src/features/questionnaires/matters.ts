import { label } from '@/lib/admin-label'

/** The matter types a questionnaire is written for (issue 36). */
export const matterLabels = {
  immigration: label('Inmigración en general', 'Immigration in general'),
  vawa: label('VAWA', 'VAWA'),
  't-visa': label('Visa T', 'T visa'),
  'u-visa': label('Visa U', 'U visa'),
  k1: label('Visa K-1', 'K-1 visa'),
  parole: label('Parole', 'Parole'),
  'personal-injury': label('Lesiones personales', 'Personal injury'),
  trucking: label('Reclutamiento de choferes', 'Truck-driver recruitment'),
}

export type Matter = keyof typeof matterLabels

/** The fallback when nothing about the lead names a matter. */
export const generalMatter: Matter = 'immigration'

type LeadFacts = {
  seccion?: string | null
  kind?: string | null
  situacionKey?: string | null
  matterType?: string | null
}

/** The section labels of the forms (placements) that name a matter. */
const bySection: [RegExp, Matter][] = [
  [/vawa/i, 'vawa'],
  [/visa t\b/i, 't-visa'],
  [/visa u\b/i, 'u-visa'],
  [/visa k/i, 'k1'],
  [/parole/i, 'parole'],
  [/lesiones|injury/i, 'personal-injury'],
  [/tramcase|transporte|truck/i, 'trucking'],
]

const bySituation: Record<string, Matter> = {
  abuseVictim: 'vawa',
  crimeVictim: 'u-visa',
  bringFiance: 'k1',
}

const byMatterType: Record<string, Matter> = {
  k1: 'k1',
  parole: 'parole',
  'personal-injury': 'personal-injury',
  trucking: 'trucking',
}

/**
 * The matter a lead's questionnaire is about: the matter staff set, else the form's section, its
 * kind or the situation the visitor chose; general immigration when none says.
 */
export function matterOfLead(lead: LeadFacts): Matter {
  if (lead.matterType && byMatterType[lead.matterType]) return byMatterType[lead.matterType]
  if (lead.kind === 'tramcase') return 'trucking'
  if (lead.kind === 'parole') return 'parole'
  const section = bySection.find(([pattern]) => pattern.test(lead.seccion ?? ''))
  if (section) return section[1]
  return bySituation[lead.situacionKey ?? ''] ?? generalMatter
}
