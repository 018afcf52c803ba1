import type { Payload } from 'payload'
import type { Engagement, Lead } from '@/payload-types'
import type { Letter } from './letter'
import { letterPdf, type SigningEvidence } from './pdf'
import { sealPdf } from './seal'
import { engagementIdOf, isSignTokenOf } from './sign-link'
import { signingContext } from './transitions'

/** The engagement a link was signed for, if it is still to be signed or already signed. */
export async function engagementOfLink(
  payload: Payload,
  token: unknown,
): Promise<Engagement | null> {
  const id = engagementIdOf(token)
  if (id === null) return null
  const engagement = await payload
    .findByID({
      collection: 'engagements',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!engagement || !isSignTokenOf(token, engagement)) return null
  return ['sent', 'signed', 'countersigned'].includes(engagement.status) ? engagement : null
}

export const letterOf = (engagement: Engagement) => engagement.letter as unknown as Letter

/** The first time the client opens the letter is on record. */
export async function markOpened(payload: Payload, engagement: Engagement, at = new Date()) {
  if (engagement.status !== 'sent' || engagement.evidence?.openedAt) return engagement
  return payload.update({
    collection: 'engagements',
    id: engagement.id,
    data: { evidence: { ...engagement.evidence, openedAt: at.toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
}

/** The phone and e-mail the letter's link went to. */
const contactOf = (lead: Lead) => [lead.phone, lead.email].filter(Boolean).join(' / ')

/**
 * The client's signature: the evidence, the PDF (the letter as shown, a signature page, the
 * certificate of completion) sealed with the firm's certificate, and the status `signed`.
 */
export async function signEngagement(
  payload: Payload,
  engagement: Engagement,
  signer: { name: string; ip: string; userAgent: string; consentedAt: Date },
): Promise<Engagement> {
  const leadId = typeof engagement.lead === 'object' ? engagement.lead.id : engagement.lead
  const lead = await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
  })
  const signedAt = new Date()
  const evidence: SigningEvidence = {
    signerName: signer.name,
    contact: contactOf(lead),
    ip: signer.ip,
    userAgent: signer.userAgent.slice(0, 500),
    openedAt: engagement.evidence?.openedAt ?? signer.consentedAt.toISOString(),
    consentedAt: signer.consentedAt.toISOString(),
    signedAt: signedAt.toISOString(),
  }
  const letter = letterOf(engagement)
  const doc = await letterPdf(letter, engagement.letterSha256 ?? '', evidence)
  const pdf = await sealPdf(doc, {
    reason: letter.title,
    name: signer.name,
    location: evidence.ip,
    contact: evidence.contact,
    at: signedAt,
  })
  return payload.update({
    collection: 'engagements',
    id: engagement.id,
    data: { status: 'signed', evidence, pdfData: pdf.toString('base64') },
    overrideAccess: true,
    depth: 0,
    context: { [signingContext]: true },
  })
}
