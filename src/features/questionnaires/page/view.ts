import type { Payload } from 'payload'
import type { Lead, Questionnaire, QuestionnaireAnswer } from '@/payload-types'
import type { Locale } from '@/i18n/routing'
import { sentDocuments, type SentDocument } from '../documents'
import { firstOpenStep, type Answers } from '../model'
import { currentVersion, leadOfLink, questionnaireOf } from '../store'
import { questionnaireTexts, type AnswerError } from '../texts'

export type QuestionnaireView =
  | { kind: 'expired' }
  | { kind: 'none' }
  | {
      kind: 'step' | 'summary' | 'done'
      lead: Lead
      questionnaire: Questionnaire
      version: QuestionnaireAnswer | null
      answers: Answers
      /** 0-based; the number of steps on the summary and the done page. */
      step: number
      errors: Record<string, AnswerError>
      documents: SentDocument[]
    }

/** `key:code,key:code` of the redirect after a refused step: only known keys and codes. */
function errorsOf(query: string | null, locale: Locale): Record<string, AnswerError> {
  const codes = questionnaireTexts(locale).errors
  const errors: Record<string, AnswerError> = {}
  for (const part of (query ?? '').split(',').slice(0, 50)) {
    const [key, code] = part.split(':')
    if (key && code && code in codes) errors[key] = code as AnswerError
  }
  return errors
}

/**
 * What the questionnaire page shows for a link and its query: the step asked (`paso`, never past
 * the first unanswered one; none given: that one, so a second device resumes where the first
 * stopped), the summary, or the done page once submitted.
 */
export async function questionnaireView(
  payload: Payload,
  { locale, params }: { locale: Locale; params: URLSearchParams },
): Promise<QuestionnaireView> {
  const lead = await leadOfLink(payload, params.get('enlace'))
  if (!lead) return { kind: 'expired' }
  const version = await currentVersion(payload, lead.id)
  const questionnaire = await questionnaireOf(payload, lead, version, locale)
  if (!questionnaire) return { kind: 'none' }
  const answers = (version?.answers ?? {}) as Answers
  const total = questionnaire.steps?.length ?? 0
  const base = {
    lead,
    questionnaire,
    version,
    answers,
    documents: await sentDocuments(payload, lead),
  }
  if (version?.submittedAt) return { kind: 'done', ...base, step: total, errors: {} }
  const open = firstOpenStep(questionnaire, answers, version?.currentStep ?? 0)
  const asked = Number(params.get('paso')) - 1
  const step = Number.isInteger(asked) && asked >= 0 && asked <= open ? asked : open
  const errors = errorsOf(params.get('errores'), locale)
  return { kind: step >= total ? 'summary' : 'step', ...base, step, errors }
}
