import type { Payload } from 'payload'
import type { Lead, Questionnaire, QuestionnaireAnswer } from '@/payload-types'
import type { Locale } from '@/i18n/routing'
import { isQuestionnaireTokenOf, leadIdOfQuestionnaireToken } from './link'
import { generalMatter, matterOfLead } from './matters'
import type { Answers } from './model'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : Number((value as { id?: number } | null)?.id)

/** The lead a questionnaire link was signed for, or null (forged, expired, another lead's). */
export async function leadOfLink(payload: Payload, token: unknown): Promise<Lead | null> {
  const named = leadIdOfQuestionnaireToken(token)
  // The site's own read (no staff member): the link is checked against the lead it names.
  const found =
    named === null
      ? null
      : await payload
          .find({
            collection: 'leads',
            where: { id: { equals: named } },
            limit: 1,
            depth: 0,
            overrideAccess: true,
          })
          .then(
            (result) => result.docs[0] ?? null,
            () => null,
          )
  return found && !found.spam && isQuestionnaireTokenOf(token, found) ? found : null
}

/** The lead's newest version of answers (the one being filled in, or the last submitted). */
export async function currentVersion(payload: Payload, leadId: number) {
  const { docs } = await payload.find({
    collection: 'questionnaire-answers',
    where: { lead: { equals: leadId } },
    sort: '-version',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function activeFor(payload: Payload, matter: string, locale: Locale) {
  const { docs } = await payload.find({
    collection: 'questionnaires',
    where: { and: [{ matter: { equals: matter } }, { active: { equals: true } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The questionnaire a lead answers: the one its answers began with, else the active one of its
 * matter, else general immigration's; null when the firm has none.
 */
export async function questionnaireOf(
  payload: Payload,
  lead: Lead,
  version: QuestionnaireAnswer | null,
  locale: Locale,
): Promise<Questionnaire | null> {
  if (version) {
    const begun = await payload
      .findByID({
        collection: 'questionnaires',
        id: idOf(version.questionnaire),
        depth: 0,
        locale,
        overrideAccess: true,
        disableErrors: true,
      })
      .catch(() => null)
    if (begun) return begun
  }
  return (
    (await activeFor(payload, matterOfLead(lead), locale)) ??
    (await activeFor(payload, generalMatter, locale))
  )
}

type Progress = { answers: Answers; currentStep: number }

/**
 * Saves a step of the version being filled in (a first step creates version 1). A submitted
 * version is never written: the caller opens a new one (`openNewVersion`).
 */
export async function saveDraft(
  payload: Payload,
  {
    lead,
    questionnaire,
    version,
    locale,
  }: {
    lead: Lead
    questionnaire: Questionnaire
    version: QuestionnaireAnswer | null
    locale: Locale
  },
  progress: Progress,
) {
  if (version && !version.submittedAt) {
    return payload.update({
      collection: 'questionnaire-answers',
      id: version.id,
      data: { ...progress, locale },
      depth: 0,
      overrideAccess: true,
    })
  }
  return payload.create({
    collection: 'questionnaire-answers',
    data: {
      lead: lead.id,
      questionnaire: questionnaire.id,
      version: (version?.version ?? 0) + 1,
      locale,
      ...progress,
    },
    depth: 0,
    overrideAccess: true,
  })
}

/** A change after submitting: a new version starting from the submitted answers. */
export const openNewVersion = (payload: Payload, submitted: QuestionnaireAnswer) =>
  payload.create({
    collection: 'questionnaire-answers',
    data: {
      lead: idOf(submitted.lead),
      questionnaire: idOf(submitted.questionnaire),
      version: submitted.version + 1,
      locale: submitted.locale,
      answers: submitted.answers,
      currentStep: 0,
    },
    depth: 0,
    overrideAccess: true,
  })

export const submitVersion = (payload: Payload, draft: QuestionnaireAnswer, now = new Date()) =>
  payload.update({
    collection: 'questionnaire-answers',
    id: draft.id,
    data: { submittedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
