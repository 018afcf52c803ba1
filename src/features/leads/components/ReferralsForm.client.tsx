'use client'

import { useState, type ComponentProps, type FormEvent } from 'react'
import type { FormRules } from '../form-rules'
import { sanitizeSection, typedPhone } from '../sanitize'
import { useFieldError } from './field-error.client'
import { FormShell } from './FormShell.client'
import type { LeadFormTexts } from './LeadForm.client'
import {
  fetchCampaignSource,
  sendCleaned,
  submitLead,
  withSource,
  type ErrorTexts,
  type FlashedInput,
} from './submit-lead'
import { fieldOfError } from './field-error.client'

export type ReferralTexts = {
  yourDetails: string
  yourName: string
  yourPhone: string
  referralsTitle: string
  referralName: string
  referralPhone: string
  add: string
  edit: string
  editEntry: string
  deleteEntry: string
  empty: string
  submit: string
}

type Referral = { nombre: string; telefono: string }

type Props = {
  formId: string
  label: string
  rules: FormRules
  thankYou: string
  texts: LeadFormTexts
  referral: ReferralTexts
  errors: ErrorTexts
  /** What a failed post without JavaScript sent back: its message and the visitor's input. */
  initial: FlashedInput
}

/** Names of referrals hold letters and spaces only. */
const lettersAndSpaces = (value: string) => value.replace(/[^A-Za-zÁÉÍÓÚáéíóúÑñÜü ]/g, '')

/**
 * The referrals form: the visitor's own details and a list of referrals to add, edit
 * (AGREGAR becomes EDITAR) and delete; one post per referral. Without JavaScript it posts the
 * visitor and one referral (the list controls are hidden then).
 */
export function ReferralsFormClient(props: Props) {
  const { formId, rules, texts, referral, errors, initial } = props
  const [referrals, setReferrals] = useState<Referral[]>([])
  const [draft, setDraft] = useState<Referral>({
    nombre: lettersAndSpaces(initial.values.nombre ?? ''),
    telefono: typedPhone(initial.values.phone ?? '', rules.phoneCap),
  })
  const [editing, setEditing] = useState<number | null>(null)
  const [referrerPhone, setReferrerPhone] = useState(
    typedPhone(initial.values.referidor_telefono ?? '', rules.phoneCap),
  )
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(initial.error ?? '')
  const [errorField, setErrorField] = useState(initial.error ? fieldOfError(initial.errorKey) : '')
  const field = (name: string) => `${formId}-${name}`

  function saveDraft() {
    const entry = { nombre: draft.nombre.trim(), telefono: draft.telefono }
    if (!entry.nombre || !entry.telefono) return
    setReferrals((list) =>
      editing === null ? [...list, entry] : list.map((item, i) => (i === editing ? entry : item)),
    )
    setDraft({ nombre: '', telefono: '' })
    setEditing(null)
  }

  /**
   * What will be sent: the list, plus a referral typed in full but not yet added (the visitor
   * meant to send it), or in place of the entry being edited. With an empty list the typed
   * fields go as they are, so their own message shows ('at least one', or the phone's).
   */
  function entriesToSend(): Referral[] {
    const pending = { nombre: draft.nombre.trim(), telefono: draft.telefono }
    if (referrals.length === 0) return [pending]
    if (!pending.nombre || !pending.telefono) return referrals
    if (editing === null) return [...referrals, pending]
    return referrals.map((item, i) => (i === editing ? pending : item))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setLoading(true)
    setError('')
    setErrorField('')
    const data = new FormData(event.currentTarget)
    const referrer = {
      nombre: String(data.get('referidor_nombre') ?? ''),
      phone: String(data.get('referidor_telefono') ?? ''),
    }
    const fail = (message: string, field = '') => {
      setLoading(false)
      setError(message)
      setErrorField(field)
    }
    const { validateLead } = await import('../schemas')
    const posts = entriesToSend().map((entry) => {
      const post = new FormData()
      post.set('nombre', entry.nombre)
      post.set('phone', entry.telefono)
      post.set('referidor_nombre', referrer.nombre)
      post.set('referidor_telefono', referrer.phone)
      post.set('seccion', props.label)
      post.set('locale', rules.locale)
      post.set('page_path', window.location.pathname + window.location.search)
      return post
    })
    // All are checked before the first is sent: no half-sent list behind an error message.
    for (const post of posts) {
      const check = validateLead(Object.fromEntries(post) as Record<string, string>, rules)
      if (!check.ok) return fail(errors[check.error], check.field)
      sendCleaned(post, check.lead)
    }
    const section = sanitizeSection(withSource(props.label, await fetchCampaignSource()))
    for (const post of posts) post.set('seccion', section)
    for (const post of posts) {
      const outcome = await submitLead('/api/prospecto/agregar', post)
      if (outcome.kind === 'token') return
      if (outcome.kind === 'network') return fail(errors.networkError)
      if (outcome.kind === 'rejected') return fail(errors.submitError)
    }
    window.location.assign(props.thankYou)
  }

  return (
    <FormShell
      formId={formId}
      action="/api/prospecto/agregar"
      section={props.label}
      locale={rules.locale}
      loading={loading}
      error={error}
      errorField={errorField}
      texts={texts}
      tone="light"
      onSubmit={onSubmit}
      submitLabel={referral.submit}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{referral.yourDetails}</legend>
        <LabelledInput
          label={referral.yourName}
          id={field('referidor_nombre')}
          name="referidor_nombre"
          autoComplete="name"
          defaultValue={initial.values.referidor_nombre}
        />
        <LabelledInput
          label={referral.yourPhone}
          id={field('referidor_telefono')}
          name="referidor_telefono"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={rules.phoneCap}
          value={referrerPhone}
          onChange={(event) => setReferrerPhone(typedPhone(event.target.value, rules.phoneCap))}
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{referral.referralsTitle}</legend>
        <LabelledInput
          label={referral.referralName}
          id={field('nombre')}
          name="nombre"
          value={draft.nombre}
          onChange={(event) =>
            setDraft((value) => ({ ...value, nombre: lettersAndSpaces(event.target.value) }))
          }
        />
        <LabelledInput
          label={referral.referralPhone}
          id={field('phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          maxLength={rules.phoneCap}
          value={draft.telefono}
          onChange={(event) =>
            setDraft((value) => ({
              ...value,
              telefono: typedPhone(event.target.value, rules.phoneCap),
            }))
          }
        />
        <button
          type="button"
          onClick={saveDraft}
          className="js-only min-h-11 rounded border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {editing === null ? referral.add : referral.edit}
        </button>
        {referrals.length === 0 ? (
          <p className="js-only text-slate-700">{referral.empty}</p>
        ) : (
          <ul
            aria-label={referral.referralsTitle}
            className="referral-list max-h-[200px] divide-y overflow-y-auto rounded border border-slate-300"
          >
            {referrals.map((entry, index) => (
              <li key={index} className="flex items-center justify-between gap-2 px-3 py-2">
                <span>
                  {entry.nombre} · {entry.telefono}
                </span>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className="min-h-11 rounded px-2 underline"
                    aria-label={referral.editEntry.replace('{name}', entry.nombre)}
                    onClick={() => {
                      setDraft(entry)
                      setEditing(index)
                    }}
                  >
                    {referral.edit}
                  </button>
                  <button
                    type="button"
                    className="min-h-11 rounded px-2 text-accent-600 underline"
                    aria-label={referral.deleteEntry.replace('{name}', entry.nombre)}
                    onClick={() => {
                      setReferrals((list) => list.filter((_, i) => i !== index))
                      if (editing === index) {
                        setEditing(null)
                        setDraft({ nombre: '', telefono: '' })
                      }
                    }}
                  >
                    ✕
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </FormShell>
  )
}

/** A labelled input whose validation message, when it is about it, shows right under it. */
function LabelledInput({
  label,
  id,
  name,
  ...input
}: ComponentProps<'input'> & { label: string; id: string; name: string }) {
  const error = useFieldError(name)
  return (
    <div>
      <label htmlFor={id} className="lead-label">
        {label}
      </label>
      <input id={id} name={name} className="lead-input" {...input} {...error.inputProps} />
      {error.message}
    </div>
  )
}
