import type { LeadErrorKey } from '../../intake/error-keys'
import type { FormRules } from '../../intake/form-rules'

export type ErrorTexts = Record<LeadErrorKey, string>

/** What a failed post without JavaScript sent back: the visitor's input and the message. */
export type FlashedInput = {
  values: Record<string, string>
  error?: string
  /** The field the message is about, to show it under that field. */
  errorField?: string
}

export type Option = { value: string; label: string }

/** The texts every lead form shows (the `leadForm` and `situations` catalogs). */
export type LeadFormTexts = {
  name: string
  email: string
  phone: string
  message: string
  consent: string
  showMore: string
  showLess: string
  submit: string
  sending: string
  honeypot: string
  situationLabel: string
  situationPlaceholder: string
}

/**
 * One form in one placement, as the server prepares it: where it posts, what it checks, its
 * texts (the same for every visitor, so pages stay cached) and, on the retry page of a failed
 * plain post only, the visitor's input and message.
 */
export type LeadFormSetup = {
  formId: string
  action: string
  /** The section label; the browser appends ' - {source}' when a campaign source is known. */
  label: string
  rules: FormRules
  thankYou: string
  /** The Spanish footer thanks the visitor even when the post is not a success. */
  thanksEvenOnError: boolean
  consentPreview: number
  texts: LeadFormTexts
  errors: ErrorTexts
  situations: Option[]
  initial: FlashedInput
}
