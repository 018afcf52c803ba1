'use client'

import { useEffect, useState } from 'react'
import type { LeadErrorKey } from '../error-keys'
import type { FormRules } from '../form-rules'
import { fieldOfError } from './field-error.client'
import {
  fetchCampaignSource,
  sendCleaned,
  submitLead,
  withSource,
  type ErrorTexts,
} from './submit-lead'

type Options = {
  rules: FormRules
  action: string
  label: string
  thankYou: string
  errors: ErrorTexts
  initialError?: string
  /** The key of the no-JavaScript flash's message, to place it under its field. */
  initialErrorKey?: LeadErrorKey
  /** The Spanish footer form goes to the thank-you page even when the post is not a success. */
  thankEvenOnError?: boolean
}

/**
 * The spec's lead-form states: idle → loading overlay → one validation message, or token fetch
 * and post → thank-you page, error message, or (token failure) the overlay stays.
 */
export function useLeadSubmit({
  rules,
  action,
  label,
  thankYou,
  errors,
  initialError,
  initialErrorKey,
  thankEvenOnError,
}: Options) {
  const [section, setSection] = useState(label)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(initialError ?? '')
  const [errorField, setErrorField] = useState(initialError ? fieldOfError(initialErrorKey) : '')

  useEffect(() => {
    let cancelled = false
    fetchCampaignSource().then((source) => {
      if (!cancelled) setSection(withSource(label, source))
    })
    return () => {
      cancelled = true
    }
  }, [label])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setLoading(true)
    setError('')
    setErrorField('')
    const data = new FormData(event.currentTarget)
    data.set('seccion', section)
    data.set('page_path', window.location.pathname + window.location.search)
    const fields = Object.fromEntries(
      [...data.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
    // The schemas load on the first submit, keeping them out of every page's initial JavaScript.
    const { validateLead } = await import('../schemas')
    const validation = validateLead(fields, rules)
    if (!validation.ok) {
      setLoading(false)
      setError(errors[validation.error])
      setErrorField(validation.field)
      return
    }
    sendCleaned(data, validation.lead)
    const outcome = await submitLead(action, data)
    if (outcome.kind === 'success' || (thankEvenOnError && outcome.kind === 'rejected')) {
      window.location.assign(thankYou)
      return
    }
    if (outcome.kind === 'token') return
    setLoading(false)
    setError(outcome.kind === 'network' ? errors.networkError : errors.submitError)
  }

  return { section, loading, error, errorField, onSubmit }
}
