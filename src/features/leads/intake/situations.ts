/** The eight fixed situation options of the spec, as keys; their texts are in the catalogs. */
export const situationKeys = [
  'spouse',
  'divorced',
  'adultChild',
  'abuseVictim',
  'bringFamily',
  'bringFiance',
  'crimeVictim',
  'none',
] as const

export type SituationKey = (typeof situationKeys)[number]
