import type { Questionnaire } from '@/payload-types'
import type { Locale } from '@/i18n/routing'
import { questionsOf, type Answers } from '../model'
import { fillIn, type QuestionnaireTexts } from '../texts'
import { answerText } from './answer-text'

type Props = {
  questionnaire: Questionnaire
  answers: Answers
  locale: Locale
  t: QuestionnaireTexts
  /** The link to change a step (the summary before submitting). */
  changeHref?: (step: number) => string
}

/** Every step's questions and the visitor's answers, as they will reach the firm. */
export function Summary({ questionnaire, answers, locale, t, changeHref }: Props) {
  return (
    <div className="mt-4 grid gap-4">
      {(questionnaire.steps ?? []).map((step, index) => (
        <section key={step.id ?? index} className="rounded border border-slate-300 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-bold text-brand-900">{step.title}</h3>
            {changeHref ? (
              <a
                href={changeHref(index)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                aria-label={fillIn(t.changeStep, { step: index + 1 })}
              >
                {t.change}
              </a>
            ) : null}
          </div>
          <dl className="mt-2 grid gap-2">
            {questionsOf(step)
              .filter((question) => question.kind !== 'document')
              .map((question) => (
                <div key={question.key}>
                  <dt className="font-semibold text-slate-800">{question.label}</dt>
                  <dd className="break-words">
                    {answerText(question, answers[question.key], locale, t) || (
                      <span className="text-slate-600">{t.noAnswer}</span>
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
