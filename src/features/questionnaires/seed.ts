import type { Payload } from 'payload'
import type { Questionnaire } from '@/payload-types'
import type { Locale } from '@/i18n/routing'
import { sampleQuestionnaires, type SampleQuestionnaire } from './sample-questionnaires'

type Saved = Pick<Questionnaire, 'steps'> | null

/** The sample in one language; on the English pass, with the row ids the Spanish one made. */
function inLanguage(sample: SampleQuestionnaire, locale: Locale, saved: Saved) {
  return {
    title: sample.title[locale],
    intro: sample.intro[locale],
    matter: sample.matter,
    active: true,
    steps: sample.steps.map((step, s) => {
      const savedStep = saved?.steps?.[s]
      return {
        id: savedStep?.id,
        title: step.title[locale],
        questions: step.questions.map((question, i) => {
          const savedQuestion = savedStep?.questions?.[i]
          return {
            id: savedQuestion?.id,
            key: question.key,
            kind: question.kind,
            required: Boolean(question.required),
            label: question.label[locale],
            help: question.help?.[locale],
            sensitive: Boolean(question.sensitiveNote),
            sensitiveNote: question.sensitiveNote?.[locale],
            options: question.options?.map((option, o) => ({
              id: savedQuestion?.options?.[o]?.id,
              value: option.value,
              label: option.label[locale],
            })),
          }
        }),
      }
    }),
  }
}

/** The sample questionnaires (general immigration, VAWA, personal injury), in both languages. */
export async function seedQuestionnaires(payload: Payload) {
  for (const sample of sampleQuestionnaires) {
    const { docs } = await payload.find({
      collection: 'questionnaires',
      where: { matter: { equals: sample.matter } },
      limit: 1,
      depth: 0,
    })
    const spanish = inLanguage(sample, 'es', null)
    const saved = docs[0]
      ? await payload.update({
          collection: 'questionnaires',
          id: docs[0].id,
          locale: 'es',
          data: spanish,
        })
      : await payload.create({ collection: 'questionnaires', locale: 'es', data: spanish })
    await payload.update({
      collection: 'questionnaires',
      id: saved.id,
      locale: 'en',
      data: inLanguage(sample, 'en', saved),
    })
  }
}
