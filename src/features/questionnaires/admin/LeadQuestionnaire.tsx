import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import type { Questionnaire, QuestionnaireAnswer } from '@/payload-types'
import { hasRole } from '@/lib/access/roles'
import { firmTimeZone } from '@/features/schedule'
import { questionsOf, type Answers } from '../model'
import { answerText } from '../page/answer-text'
import { questionnaireTexts } from '../texts'
import { adminText } from './texts'
import { SendLink } from './SendLink.client'

type Props = { id?: number | string; i18n: I18n; payload: Payload; req: PayloadRequest }

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : Number((value as { id?: number } | null)?.id)

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  padding: '0.75rem 1rem',
  marginTop: '0.75rem',
}

/** One version's answers under their questions, grouped by step, in the admin's language. */
function VersionAnswers(props: {
  questionnaire: Questionnaire
  answers: Answers
  language: 'es' | 'en'
  i18n: I18n
}) {
  const { questionnaire, answers, language, i18n } = props
  const words = questionnaireTexts(language)
  return (
    <>
      {(questionnaire.steps ?? []).map((step, index) => (
        <div key={step.id ?? index}>
          <h5 style={{ margin: '0.75rem 0 0.25rem' }}>{step.title}</h5>
          <dl style={{ margin: 0 }}>
            {questionsOf(step)
              .filter((question) => question.kind !== 'document')
              .map((question) => (
                <div key={question.key} style={{ marginBottom: '0.4rem' }}>
                  <dt style={{ fontWeight: 600 }}>
                    {question.label}
                    {question.sensitive ? ` (${adminText(i18n, 'questionnaire:sensitive')})` : ''}
                  </dt>
                  <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {answerText(question, answers[question.key], language, words) ||
                      adminText(i18n, 'questionnaire:noAnswer')}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </>
  )
}

/**
 * On the lead's page, for agents and admins: the questionnaire the client answered before the
 * call, newest version first with the earlier ones below (read-only evidence; reading them is
 * on the audit trail), and the private link to copy or text.
 */
export async function LeadQuestionnaire({ id, i18n, payload, req }: Props) {
  if (id === undefined || id === null || !hasRole(req.user as never, 'admin', 'agent')) return null
  const language = i18n.language === 'en' ? 'en' : 'es'
  const { docs } = await payload.find({
    collection: 'questionnaire-answers',
    where: { lead: { equals: Number(id) } },
    sort: '-version',
    limit: 20,
    depth: 0,
    user: req.user,
    overrideAccess: false,
  })
  const ids = [...new Set(docs.map((doc) => idOf(doc.questionnaire)))]
  const { docs: questionnaires } = await payload.find({
    collection: 'questionnaires',
    where: { id: { in: ids } },
    locale: language,
    depth: 0,
    limit: ids.length || 1,
    overrideAccess: true,
  })
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: await firmTimeZone(payload),
  })
  const status = (doc: QuestionnaireAnswer, total: number) =>
    doc.submittedAt
      ? adminText(i18n, 'questionnaire:submitted', { time: time.format(new Date(doc.submittedAt)) })
      : adminText(i18n, 'questionnaire:inProgress', {
          step: Math.min((doc.currentStep ?? 0) + 1, total),
          total,
        })
  const reasons = Object.fromEntries(
    (['not-configured', 'no-phone', 'opted-out', 'quiet-hours', 'refused'] as const).map((code) => [
      code,
      adminText(i18n, 'questionnaire:refused', {
        reason: adminText(i18n, `questionnaire:reason-${code}`),
      }),
    ]),
  )
  const titleId = `lead-questionnaire-${id}`
  return (
    <section
      aria-labelledby={titleId}
      className="lead-questionnaire"
      style={{ margin: '1.5rem 0' }}
    >
      <h3 id={titleId}>{adminText(i18n, 'questionnaire:panelTitle')}</h3>
      {docs.length === 0 ? <p>{adminText(i18n, 'questionnaire:none')}</p> : null}
      {docs.map((doc, index) => {
        const questionnaire = questionnaires.find(
          (candidate) => candidate.id === idOf(doc.questionnaire),
        )
        const total = questionnaire?.steps?.length ?? 0
        const body = (
          <>
            <p style={{ margin: 0 }}>
              <strong>{adminText(i18n, 'questionnaire:version', { version: doc.version })}</strong>
              {' · '}
              {questionnaire?.title ?? ''} · {status(doc, total)}
            </p>
            {questionnaire ? (
              <VersionAnswers
                questionnaire={questionnaire}
                answers={(doc.answers ?? {}) as Answers}
                language={language}
                i18n={i18n}
              />
            ) : null}
          </>
        )
        return index === 0 ? (
          <div key={doc.id} style={box} data-version={doc.version}>
            {body}
          </div>
        ) : (
          <details key={doc.id} style={box} data-version={doc.version}>
            <summary>
              {adminText(i18n, 'questionnaire:history')}:{' '}
              {adminText(i18n, 'questionnaire:version', { version: doc.version })}
            </summary>
            {body}
          </details>
        )
      })}
      <div style={box}>
        <SendLink
          lead={Number(id)}
          texts={{
            title: adminText(i18n, 'questionnaire:linkTitle'),
            hint: adminText(i18n, 'questionnaire:linkHint'),
            makeLink: adminText(i18n, 'questionnaire:makeLink'),
            sendText: adminText(i18n, 'questionnaire:sendText'),
            sending: adminText(i18n, 'questionnaire:sending'),
            sent: adminText(i18n, 'questionnaire:sent'),
            failed: adminText(i18n, 'questionnaire:failed'),
            reasons,
          }}
        />
      </div>
    </section>
  )
}
