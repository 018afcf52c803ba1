import type { Where } from 'payload'

/**
 * The one rule of a signed engagement letter for every figure that counts them (the dashboard's
 * client path, the campaign report, the offline conversions): the client signed it
 * (`evidence.signedAt`) and it is not void. The status decides, not `voidedAt`: a letter voided,
 * sent again and then signed keeps the `voidedAt` of its earlier sending. Engagements are read
 * by slug, so the leads feature imports nothing of that feature.
 */
export const signedLetterWhere: Where = {
  and: [{ 'evidence.signedAt': { exists: true } }, { status: { not_equals: 'void' } }],
}

/** signedLetterWhere for a letter already read (with its `status` and `evidence`). */
export const isSignedLetter = (letter: {
  status?: string | null
  evidence?: { signedAt?: string | null } | null
}) => Boolean(letter.evidence?.signedAt) && letter.status !== 'void'
