import type { Locale } from '@/i18n/routing'
import { countryName } from '../countries'
import type { Answer, Question } from '../model'

type Words = { yes: string; no: string }

/** An answer as a person reads it: option texts, Sí/No, a country's name, a date in words. */
export function answerText(
  question: Question,
  answer: Answer | undefined,
  locale: Locale,
  words: Words,
) {
  if (answer === undefined || answer === '' || (Array.isArray(answer) && !answer.length)) return ''
  const option = (value: string) =>
    question.options?.find((candidate) => candidate.value === value)?.label ?? value
  const values = Array.isArray(answer) ? answer : [answer]
  switch (question.kind) {
    case 'multi':
    case 'choice':
      return values.map(option).join(', ')
    case 'yesno':
      return values[0] === 'yes' ? words.yes : words.no
    case 'country':
      return countryName(values[0], locale)
    case 'date':
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${values[0]}T12:00:00Z`),
      )
    default:
      return values.join(', ')
  }
}
