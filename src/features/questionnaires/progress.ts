import type { PayloadRequest } from 'payload'

export type QuestionnaireProgress = 'submitted' | 'started'

/**
 * How far each lead got with its questionnaire (submitted, started; absent: not opened), read as
 * the signed-in staff member (the answers' access rules apply and the read is on record); only
 * the version and its submission are read, never the answers.
 */
export async function questionnaireProgress(
  req: PayloadRequest,
  leadIds: number[],
): Promise<Map<number, QuestionnaireProgress>> {
  const progress = new Map<number, QuestionnaireProgress>()
  if (!leadIds.length) return progress
  const { docs } = await req.payload.find({
    collection: 'questionnaire-answers',
    where: { lead: { in: [...new Set(leadIds)] } },
    select: { lead: true, submittedAt: true },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
  })
  for (const doc of docs) {
    const lead = typeof doc.lead === 'number' ? doc.lead : doc.lead.id
    if (doc.submittedAt) progress.set(lead, 'submitted')
    else if (!progress.has(lead)) progress.set(lead, 'started')
  }
  return progress
}
