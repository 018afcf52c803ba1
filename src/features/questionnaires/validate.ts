import { isCountry } from './countries'
import { questionsOf, type Answer, type Answers, type Question, type Step } from './model'
import type { AnswerError } from './texts'

const limits = { text: 500, textarea: 5000 }

/** The form field of a question (`q_<key>`). */
export const fieldName = (question: Pick<Question, 'key'>) => `q_${question.key}`

type Parsed = { value: Answer } | { error: AnswerError }

const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T12:00:00Z`)
  const year = date.getUTCFullYear()
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    year >= 1900 &&
    year <= 2100
  )
}

function parseOne(question: Question, values: string[]): Parsed {
  const options = (question.options ?? []).map((option) => option.value)
  const first = (values[0] ?? '').trim()
  switch (question.kind) {
    case 'multi': {
      const chosen = [...new Set(values.map((value) => value.trim()).filter(Boolean))]
      if (chosen.some((value) => !options.includes(value))) return { error: 'choice' }
      return { value: chosen }
    }
    case 'choice':
      return !first || options.includes(first) ? { value: first } : { error: 'choice' }
    case 'yesno':
      return !first || first === 'yes' || first === 'no' ? { value: first } : { error: 'choice' }
    case 'date':
      return !first || isDate(first) ? { value: first } : { error: 'date' }
    case 'country':
      return !first || isCountry(first) ? { value: first } : { error: 'country' }
    case 'number':
      return !first || /^\d{1,9}([.,]\d{1,2})?$/.test(first)
        ? { value: first.replace(',', '.') }
        : { error: 'number' }
    case 'textarea':
    case 'text': {
      const text = (values[0] ?? '').replace(/\r\n/g, '\n').trim()
      return text.length > limits[question.kind] ? { error: 'tooLong' } : { value: text }
    }
    default:
      return { value: '' }
  }
}

const empty = (value: Answer) => (Array.isArray(value) ? value.length === 0 : value === '')

/**
 * A step's posted answers: the valid ones (kept even when another one of the step is wrong) and
 * an error per question that is missing or wrong. Document questions are the files' business.
 */
export function readStep(step: Step, form: FormData) {
  const answers: Answers = {}
  const errors: Record<string, AnswerError> = {}
  for (const question of questionsOf(step)) {
    if (question.kind === 'document') continue
    const values = form
      .getAll(fieldName(question))
      .filter((v): v is string => typeof v === 'string')
    const parsed = parseOne(question, values)
    if ('error' in parsed) errors[question.key] = parsed.error
    else if (question.required && empty(parsed.value)) errors[question.key] = 'required'
    else answers[question.key] = parsed.value
  }
  return { answers, errors }
}
