'use client'

import { useState, type FormEvent } from 'react'
import type { FormRules } from '../form-rules'
import { typedPhone } from '../sanitize'
import { FormShell } from './FormShell.client'
import type { LeadFormTexts } from './LeadForm.client'
import { fetchCampaignSource, submitLead, withSource, type ErrorTexts } from './submit-lead'

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
  csrfToken: string
  texts: LeadFormTexts
  referral: ReferralTexts
  errors: ErrorTexts
}

/** Names of referrals hold letters and spaces only. */
const lettersAndSpaces = (value: string) => value.replace(/[^A-Za-zÁÉÍÓÚáéíóúÑñÜü ]/g, '')

/**
 * The referrals form: the visitor's own details and a list of referrals to add, edit
 * (AGREGAR becomes EDITAR) and delete; one post per referral. Without JavaScript it posts the
 * visitor and one referral.
 */
export function ReferralsFormClient(props: Props) {
  const { formId, rules, texts, referral, errors } = props
  const [referrals, setReferrals] = useState<Referral[]>([])
  const [draft, setDraft] = useState<Referral>({ nombre: '', telefono: '' })
  const [editing, setEditing] = useState<number | null>(null)
  const [referrerPhone, setReferrerPhone] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setLoading(true)
    setError('')
    const data = new FormData(event.currentTarget)
    const referrer = {
      nombre: String(data.get('referidor_nombre') ?? ''),
      phone: String(data.get('referidor_telefono') ?? ''),
    }
    const fail = (message: string) => {
      setLoading(false)
      setError(message)
    }
    const { validateLead } = await import('../schemas')
    const check = validateLead({ ...referrer, seccion: props.label }, rules)
    if (!check.ok) return fail(errors[check.error])
    if (referrals.length === 0) return fail(errors.referrals)
    const section = withSource(props.label, await fetchCampaignSource())
    for (const entry of referrals) {
      const post = new FormData()
      post.set('nombre', entry.nombre)
      post.set('phone', entry.telefono)
      post.set('referidor_nombre', referrer.nombre)
      post.set('referidor_telefono', referrer.phone)
      post.set('seccion', section)
      post.set('locale', rules.locale)
      post.set('page_path', window.location.pathname)
      const entryCheck = validateLead(Object.fromEntries(post) as Record<string, string>, rules)
      if (!entryCheck.ok) return fail(errors[entryCheck.error])
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
      csrfToken={props.csrfToken}
      loading={loading}
      error={error}
      texts={texts}
      tone="light"
      onSubmit={onSubmit}
      submitLabel={referral.submit}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{referral.yourDetails}</legend>
        <div>
          <label htmlFor={field('referidor_nombre')} className="lead-label">
            {referral.yourName}
          </label>
          <input
            id={field('referidor_nombre')}
            name="referidor_nombre"
            autoComplete="name"
            className="lead-input"
          />
        </div>
        <div>
          <label htmlFor={field('referidor_telefono')} className="lead-label">
            {referral.yourPhone}
          </label>
          <input
            id={field('referidor_telefono')}
            name="referidor_telefono"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={rules.phoneCap}
            value={referrerPhone}
            onChange={(event) => setReferrerPhone(typedPhone(event.target.value, rules.phoneCap))}
            className="lead-input"
          />
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{referral.referralsTitle}</legend>
        <div>
          <label htmlFor={field('nombre')} className="lead-label">
            {referral.referralName}
          </label>
          <input
            id={field('nombre')}
            name="nombre"
            value={draft.nombre}
            onChange={(event) =>
              setDraft((value) => ({ ...value, nombre: lettersAndSpaces(event.target.value) }))
            }
            className="lead-input"
          />
        </div>
        <div>
          <label htmlFor={field('phone')} className="lead-label">
            {referral.referralPhone}
          </label>
          <input
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
            className="lead-input"
          />
        </div>
        <button
          type="button"
          onClick={saveDraft}
          className="min-h-11 rounded border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {editing === null ? referral.add : referral.edit}
        </button>
        {referrals.length === 0 ? (
          <p className="text-slate-700">{referral.empty}</p>
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
