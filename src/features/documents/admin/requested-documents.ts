import type { Payload, PayloadRequest } from 'payload'
import { unauditedRead } from '@/features/audit'
import { relationId } from '@/lib/payload/relation-id'
import type { RequestedDocument } from './DocumentChecklist'

type Question = { key?: string | null; kind?: string | null; label?: string | null }
type Questionnaire = { steps?: { questions?: Question[] | null }[] | null }

/**
 * The documents the lead's questionnaire asks for (its document questions, labelled in the
 * admin's language): the questionnaire of the lead's latest answers, none before the client
 * opened one. Read by slug, since the questionnaire feature itself stores its files through
 * this feature; only the questionnaire's id is read of the answers (shown with the lead).
 */
export async function requestedDocuments(
  payload: Payload,
  req: PayloadRequest,
  lead: number,
  locale: string,
): Promise<RequestedDocument[]> {
  const { docs } = await payload.find({
    collection: 'questionnaire-answers',
    where: { lead: { equals: lead } },
    sort: '-version',
    limit: 1,
    depth: 0,
    select: { questionnaire: true },
    overrideAccess: false,
    user: req.user,
    req,
    context: unauditedRead('shown-with-lead'),
  })
  const id = relationId(docs[0]?.questionnaire)
  if (id == null) return []
  const questionnaire = (await payload
    .findByID({
      collection: 'questionnaires',
      id: Number(id),
      depth: 0,
      locale: locale === 'en' ? 'en' : 'es',
      overrideAccess: false,
      user: req.user,
      req,
      disableErrors: true,
    })
    .catch(() => null)) as Questionnaire | null
  return (questionnaire?.steps ?? [])
    .flatMap((step) => step.questions ?? [])
    .filter((question) => question.kind === 'document' && question.key)
    .map((question) => ({ key: question.key!, label: question.label || question.key! }))
}
