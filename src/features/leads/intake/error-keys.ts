/** Keys of the spec's validation and error messages (texts in `leadErrors` of the catalogs). */
export const leadErrorKeys = [
  'name',
  'email',
  'emailShort',
  'phone',
  'phoneMin',
  'situation',
  'terms',
  'married',
  'stay',
  'referrals',
  'agent',
  'link',
  'submitError',
  'networkError',
  'csrfError',
] as const

export type LeadErrorKey = (typeof leadErrorKeys)[number]
