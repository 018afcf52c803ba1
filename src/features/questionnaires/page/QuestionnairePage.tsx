import type { Locale } from '@/i18n/routing'
import { questionnairePath } from '../link'
import { questionsOf } from '../model'
import { fillIn, questionnaireTexts } from '../texts'
import { QuestionField } from './QuestionField'
import { Summary } from './Summary'
import type { QuestionnaireView } from './view'

const primary =
  'inline-flex min-h-11 items-center justify-center rounded bg-accent-600 px-5 py-3 font-bold text-white hover:bg-accent-500'
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50'

type Props = { view: QuestionnaireView; locale: Locale; token: string; csrf: string | null }

/** The hidden fields every form of the page posts. */
function Hidden({ locale, csrf, step }: { locale: Locale; csrf: string | null; step?: number }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      {csrf ? <input type="hidden" name="_token" value={csrf} /> : null}
      {step === undefined ? null : <input type="hidden" name="step" value={step} />}
    </>
  )
}

function Progress({
  current,
  total,
  label,
  text,
}: {
  current: number
  total: number
  label: string
  text: string
}) {
  return (
    <div className="mt-4">
      <p className="font-semibold text-brand-900" id="questionnaire-progress">
        {text}
      </p>
      <progress
        className="mt-2 h-2 w-full accent-brand-700"
        max={total}
        value={current}
        aria-label={label}
        aria-describedby="questionnaire-progress"
      />
    </div>
  )
}

/**
 * The questionnaire before the call, one step at a time: plain forms posted to the link (no
 * JavaScript needed), the summary with a submit, and the done page with "change my answers".
 */
export function QuestionnairePage({ view, locale, token, csrf }: Props) {
  const t = questionnaireTexts(locale)
  if (view.kind === 'expired' || view.kind === 'none') {
    return (
      <p
        className="mt-6 rounded border-l-4 border-accent-600 bg-red-50 p-4 font-semibold text-accent-600"
        role="alert"
      >
        {view.kind === 'expired' ? t.expired : t.none}
      </p>
    )
  }
  const { questionnaire, answers, step, errors, documents } = view
  const steps = questionnaire.steps ?? []
  const total = steps.length
  const action = `/api/questionnaire/${token}`
  if (view.kind === 'done') {
    return (
      <>
        <p
          className="mt-6 rounded border-l-4 border-green-700 bg-green-50 p-4 font-semibold text-green-900"
          role="status"
        >
          {t.doneTitle}
        </p>
        <p className="mt-3">{t.doneText}</p>
        <Summary questionnaire={questionnaire} answers={answers} locale={locale} t={t} />
        <form
          method="post"
          action={action}
          className="mt-8 rounded border border-slate-300 bg-white p-4"
        >
          <Hidden locale={locale} csrf={csrf} />
          <p>{t.changeAnswersHint}</p>
          <button type="submit" name="action" value="change" className={`${secondary} mt-3`}>
            {t.changeAnswers}
          </button>
        </form>
      </>
    )
  }
  if (view.kind === 'summary') {
    return (
      <>
        <Progress current={total} total={total} label={t.progress} text={t.review} />
        <h2 className="mt-6 text-2xl font-bold text-brand-900">{t.review}</h2>
        <p className="mt-2">{t.reviewIntro}</p>
        <Summary
          questionnaire={questionnaire}
          answers={answers}
          locale={locale}
          t={t}
          changeHref={(i) => questionnairePath(locale, token, { paso: String(i + 1) })}
        />
        <form method="post" action={action} className="mt-8">
          <Hidden locale={locale} csrf={csrf} />
          <button
            type="submit"
            name="action"
            value="submit"
            className={`${primary} w-full sm:w-auto`}
          >
            {t.submit}
          </button>
        </form>
      </>
    )
  }
  const current = steps[step]
  const questions = questionsOf(current)
  const files = questions.some((question) => question.kind === 'document')
  const failed = Object.keys(errors).length > 0
  return (
    <>
      {step === 0 && questionnaire.intro ? <p className="mt-3">{questionnaire.intro}</p> : null}
      <Progress
        current={step + 1}
        total={total}
        label={t.progress}
        text={fillIn(t.step, { current: step + 1, total })}
      />
      <form
        method="post"
        action={action}
        encType={files ? 'multipart/form-data' : undefined}
        className="mt-4"
        noValidate={failed || undefined}
      >
        <Hidden locale={locale} csrf={csrf} step={step} />
        <h2 className="text-2xl font-bold text-brand-900">{current.title}</h2>
        {failed ? (
          <p
            className="mt-3 rounded border-l-4 border-accent-600 bg-red-50 p-3 font-semibold text-accent-600"
            role="alert"
          >
            {t.errorsTitle}
          </p>
        ) : null}
        {questions.map((question) => (
          <QuestionField
            key={question.key}
            question={question}
            answer={answers[question.key]}
            error={errors[question.key]}
            documents={documents}
            locale={locale}
            t={t}
            step={step}
          />
        ))}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 0 ? (
            <a
              className={secondary}
              href={questionnairePath(locale, token, { paso: String(step) })}
            >
              {t.back}
            </a>
          ) : (
            <span />
          )}
          <button type="submit" name="action" value="save" className={primary}>
            {t.next}
          </button>
        </div>
      </form>
    </>
  )
}
