import type { Locale } from '@/i18n/routing'
import type { SentDocument } from '../documents'
import { countryOptions } from '../countries'
import type { Answer, Question } from '../model'
import { fillIn, type AnswerError, type QuestionnaireTexts } from '../texts'
import { fieldName } from '../validate'

const input =
  'mt-2 block w-full min-h-11 rounded border border-slate-500 bg-white px-3 py-2 text-base text-slate-900'
const choiceRow = 'flex min-h-11 items-center gap-3 rounded border border-slate-300 bg-white px-3'

type Props = {
  question: Question
  answer: Answer | undefined
  error: AnswerError | undefined
  documents: SentDocument[]
  locale: Locale
  t: QuestionnaireTexts
  step: number
}

const one = (answer: Answer | undefined) =>
  Array.isArray(answer) ? (answer[0] ?? '') : (answer ?? '')

/** One question of a step as a plain form control, its help, its error and, if sensitive, why. */
export function QuestionField({ question, answer, error, documents, locale, t, step }: Props) {
  const id = `q-${question.key}`
  const name = fieldName(question)
  const describedBy =
    [
      question.help ? `${id}-help` : '',
      error ? `${id}-error` : '',
      question.sensitive ? `${id}-why` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined
  const invalid = error ? true : undefined
  const title = (
    <>
      {question.label}
      {question.required ? null : <span className="font-normal text-slate-600"> {t.optional}</span>}
    </>
  )
  const extras = (
    <>
      {question.help ? (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-700">
          {question.help}
        </p>
      ) : null}
      {question.sensitive ? (
        <div
          id={`${id}-why`}
          className="mt-2 rounded border-l-4 border-brand-700 bg-brand-50 p-3 text-sm text-slate-800"
        >
          <p className="font-semibold text-brand-900">{t.sensitiveTitle}</p>
          {/* The firm's own words say why and that it is confidential; the site's line if none. */}
          <p className="mt-1">{question.sensitiveNote || t.confidential}</p>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 font-semibold text-accent-600">
          {t.errors[error]}
        </p>
      ) : null}
    </>
  )
  if (question.kind === 'yesno' || question.kind === 'choice' || question.kind === 'multi') {
    const options =
      question.kind === 'yesno'
        ? [
            { value: 'yes', label: t.yes },
            { value: 'no', label: t.no },
          ]
        : (question.options ?? [])
    const chosen = Array.isArray(answer) ? answer : [answer ?? '']
    const type = question.kind === 'multi' ? 'checkbox' : 'radio'
    return (
      <fieldset className="mt-6" aria-describedby={describedBy} aria-invalid={invalid}>
        <legend className="text-lg font-semibold text-brand-900">{title}</legend>
        {extras}
        <div className="mt-2 grid gap-2">
          {options.map((option) => (
            <label key={option.value} className={choiceRow}>
              <input
                type={type}
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                required={type === 'radio' && Boolean(question.required)}
                className="h-5 w-5 accent-brand-700"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    )
  }
  const common = {
    id,
    name,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    required: Boolean(question.required),
  }
  const control =
    question.kind === 'textarea' ? (
      <textarea
        {...common}
        rows={5}
        maxLength={5000}
        defaultValue={one(answer)}
        className={input}
      />
    ) : question.kind === 'country' ? (
      <select {...common} defaultValue={one(answer)} className={input}>
        <option value="">{t.chooseCountry}</option>
        {countryOptions(locale).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    ) : question.kind === 'document' ? (
      <input
        {...common}
        required={false}
        type="file"
        multiple
        accept="application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif"
        className={`${input} file:mr-3 file:min-h-9 file:rounded file:border-0 file:bg-brand-700 file:px-3 file:font-semibold file:text-white`}
      />
    ) : (
      <input
        {...common}
        type={question.kind === 'date' ? 'date' : 'text'}
        inputMode={question.kind === 'number' ? 'decimal' : undefined}
        maxLength={question.kind === 'text' ? 500 : undefined}
        defaultValue={one(answer)}
        className={input}
      />
    )
  const mine = documents.filter((document) => document.request === question.key)
  return (
    <div className="mt-6">
      <label htmlFor={id} className="block text-lg font-semibold text-brand-900">
        {title}
      </label>
      {extras}
      {control}
      {question.kind === 'document' ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{t.documentHint}</p>
          {mine.length ? (
            <div className="mt-2">
              <p className="font-semibold">{t.documentsSent}</p>
              <ul className="mt-1 grid gap-2">
                {mine.map((document) => (
                  <li
                    key={document.id}
                    className="flex flex-wrap items-center justify-between gap-2"
                  >
                    <span className="break-all">{document.name}</span>
                    <button
                      type="submit"
                      name="remove"
                      value={String(document.id)}
                      formNoValidate
                      className="min-h-11 rounded border-2 border-accent-600 px-3 font-semibold text-accent-600"
                      aria-label={fillIn(t.remove, { name: document.name })}
                      data-step={step}
                    >
                      {fillIn(t.remove, { name: '' }).trim()}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
