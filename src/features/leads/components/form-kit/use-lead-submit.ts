'use client'

import { useEffect, useState, type FormEvent } from 'react'
import { fetchCampaignSource, sendCleaned, submitLead, withSource } from './submit-lead'
import type { LeadFormSetup } from './types'
import { addTouches } from './touches'

type Options = {
  /**
   * The posts the form's data make, one per referral on the referrals form; by default the
   * form's data itself. They are all checked before the first is sent.
   */
  posts?: (data: FormData) => FormData[]
  /**
   * A form that stays on the page after a success (the social-media team's) resets itself here;
   * it also says so when no CSRF token can be fetched. Others go to their thank-you page.
   */
  onSent?: () => void
  /**
   * Whether ' - {source}' is appended to the section label and the campaign touches are sent
   * (not on the staff form).
   */
  campaignSource?: boolean
}

export type LeadSubmit = ReturnType<typeof useLeadSubmit>

/**
 * The spec's lead-form states: idle → loading overlay → one validation message, or token fetch
 * and post → thank-you page, error message, or (token failure) the overlay stays.
 */
export function useLeadSubmit(setup: LeadFormSetup, options: Options = {}) {
  const { label, rules, errors, initial } = setup
  const { onSent, campaignSource = true } = options
  const [section, setSection] = useState(label)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(initial.error ?? '')
  const [errorField, setErrorField] = useState(initial.errorField ?? '')
  const [sent, setSent] = useState(false)

  useEffect(() => {
    if (!campaignSource) return
    let cancelled = false
    fetchCampaignSource().then((source) => {
      if (!cancelled) setSection(withSource(label, source))
    })
    return () => {
      cancelled = true
    }
  }, [label, campaignSource])

  function show(message: string, field = '') {
    setLoading(false)
    setError(message)
    setErrorField(field)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setLoading(true)
    setError('')
    setErrorField('')
    setSent(false)
    const data = new FormData(event.currentTarget)
    data.set('seccion', section)
    data.set('page_path', window.location.pathname + window.location.search)
    // The visitor's campaign touches (not the staff member's browser on the team's form).
    if (campaignSource) addTouches(data)
    const posts = options.posts ? options.posts(data) : [data]
    // The schemas load on the first submit, keeping them out of every page's initial JavaScript.
    const { validateLead } = await import('../../intake/schemas')
    for (const post of posts) {
      const check = validateLead(textFields(post), rules)
      if (!check.ok) return show(errors[check.error], check.field)
      sendCleaned(post, check.lead)
    }
    for (const post of posts) {
      const outcome = await submitLead(setup.action, post)
      if (outcome.kind === 'success') continue
      if (outcome.kind === 'rejected' && setup.thanksEvenOnError) break
      if (outcome.kind === 'token') return onSent ? show(errors.csrfError) : undefined
      return show(outcome.kind === 'network' ? errors.networkError : errors.submitError)
    }
    if (!onSent) return window.location.assign(setup.thankYou)
    setLoading(false)
    setSent(true)
    onSent()
  }

  return { section, loading, error, errorField, sent, onSubmit }
}

function textFields(data: FormData): Record<string, string> {
  return Object.fromEntries(
    [...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
