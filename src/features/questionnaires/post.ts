import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { csrfCookie, isValidToken } from '@/lib/http/csrf'
import { isSameOriginPost } from '@/lib/http/fetch-metadata'
import type { Locale } from '@/i18n/routing'
import { removeDocument, storeDocuments } from './documents'
import { questionnairePath } from './link'
import { firstOpenStep, questionsOf, type Answers } from './model'
import {
  currentVersion,
  leadOfLink,
  openNewVersion,
  questionnaireOf,
  saveDraft,
  submitVersion,
} from './store'
import type { AnswerError } from './texts'
import { fieldName, readStep } from './validate'

/** A 303 to a path of this site (relative: no Host header can send the visitor elsewhere). */
const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } })

const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'es')

/** Files of a document step: 16 of 15 MB at most; any other post 256 kB. */
const maxMultipart = 16 * 15 * 1024 * 1024
const maxForm = 256 * 1024

async function readForm(request: NextRequest): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? ''
  const length = Number(request.headers.get('content-length') ?? 0)
  const multipart = type.startsWith('multipart/form-data')
  if (!multipart && !type.startsWith('application/x-www-form-urlencoded')) return null
  if (length > (multipart ? maxMultipart : maxForm)) return null
  return request.formData().catch(() => null)
}

/** The plain form's post comes from this site (fetch metadata) or carries the CSRF token. */
function fromThisSite(request: NextRequest, form: FormData | null) {
  const token = form?.get('_token')
  if (typeof token === 'string' && isValidToken(request.cookies.get(csrfCookie)?.value, token)) {
    return true
  }
  return isSameOriginPost(request.headers)
}

const errorQuery = (errors: Record<string, AnswerError>) =>
  Object.entries(errors)
    .map(([key, code]) => `${key}:${code}`)
    .join(',')

/**
 * `POST /api/questionnaire/<link>`: one step of the plain form (saved, then 303 to the next step
 * or back to the same one with its errors), the submit of the summary, or "change my answers"
 * after submitting (a new version). Works without JavaScript; the link is the key.
 */
export async function handleQuestionnairePost(
  payload: Payload,
  request: NextRequest,
  token: string,
) {
  const form = await readForm(request)
  const locale = localeOf(form?.get('locale') ?? request.nextUrl.searchParams.get('lang'))
  const back = (query: Record<string, string> = {}) =>
    seeOther(questionnairePath(locale, token, query))
  if (!fromThisSite(request, form)) return new Response('Forbidden', { status: 403 })
  const lead = await leadOfLink(payload, token)
  if (!lead || !form) return back()
  const version = await currentVersion(payload, lead.id)
  const questionnaire = await questionnaireOf(payload, lead, version, locale)
  if (!questionnaire) return back()
  const steps = questionnaire.steps ?? []
  const action = form.get('action')
  if (action === 'change') {
    if (version?.submittedAt) await openNewVersion(payload, version)
    return back({ paso: '1' })
  }
  if (version?.submittedAt) return back()
  const answers = (version?.answers ?? {}) as Answers
  const saved = version?.currentStep ?? 0
  if (action === 'submit') {
    const open = firstOpenStep(questionnaire, answers, saved)
    if (!version || open < steps.length) return back({ paso: String(open + 1) })
    await submitVersion(payload, version)
    return back({ estado: 'enviado' })
  }
  const index = Number(form.get('step'))
  if (!Number.isInteger(index) || index < 0 || index >= steps.length || index > saved) return back()
  const step = steps[index]
  const removed = form.get('remove')
  if (typeof removed === 'string' && removed) {
    await removeDocument(payload, lead, removed)
    return back({ paso: String(index + 1) })
  }
  const { answers: posted, errors } = readStep(step, form)
  for (const question of questionsOf(step).filter((q) => q.kind === 'document')) {
    const files = form
      .getAll(fieldName(question))
      .filter((v): v is File => typeof v === 'object' && v.size > 0)
    const refused = files.length
      ? await storeDocuments(payload, lead, question.key, question.label, files)
      : null
    if (refused) errors[question.key] = refused
  }
  const failed = Object.keys(errors).length > 0
  const currentStep = Math.max(saved, failed ? index : index + 1)
  await saveDraft(
    payload,
    { lead, questionnaire, version, locale },
    { answers: { ...answers, ...posted }, currentStep },
  )
  if (failed) return back({ paso: String(index + 1), errores: errorQuery(errors) })
  return back({ paso: String(index + 2) })
}
