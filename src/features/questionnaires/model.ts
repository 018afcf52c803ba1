import type { Questionnaire } from '@/payload-types'
import type { QuestionKind } from './kinds'

/** One answer as stored: text for most kinds, a list for several choices. */
export type Answer = string | string[]
export type Answers = Record<string, Answer>

export type Step = NonNullable<Questionnaire['steps']>[number]
export type Question = Step['questions'][number] & { kind: QuestionKind }

export const questionsOf = (step: Step) => (step.questions ?? []) as Question[]

export const allQuestions = (questionnaire: Pick<Questionnaire, 'steps'>) =>
  (questionnaire.steps ?? []).flatMap(questionsOf)

/** Whether an answer holds anything. */
export const isAnswered = (answer: Answer | undefined) =>
  Array.isArray(answer) ? answer.length > 0 : Boolean(answer && answer.trim())

/** The first step with a required question unanswered, or the number of steps (all done). */
export function firstOpenStep(
  questionnaire: Pick<Questionnaire, 'steps'>,
  answers: Answers,
  saved: number,
) {
  const steps = questionnaire.steps ?? []
  const open = steps.findIndex((step) =>
    questionsOf(step).some(
      (question) =>
        question.required && question.kind !== 'document' && !isAnswered(answers[question.key]),
    ),
  )
  // A step never saved counts as unanswered even when it has no required question.
  const candidates = [open === -1 ? steps.length : open, Math.min(saved, steps.length)]
  return Math.min(...candidates)
}
