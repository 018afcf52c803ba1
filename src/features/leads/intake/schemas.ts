import * as z from 'zod/mini'
import type { LeadErrorKey } from './error-keys'
import type { FormRules } from './form-rules'
import {
  digitsOnly,
  sanitizeSection,
  sanitizeText,
  visitorMessage,
  withoutControls,
} from './sanitize'
import { situationKeys } from './situations'
import { situationKeyOf } from './situation-value'

// zod/mini: the same schemas run in the browser, where full zod would weigh 30 KB more.

export const minPhoneDigits = 9
export const maxNameLength = 200
export const maxMessageLength = 10_000

/** A string input reshaped before it is checked. */
const cleaned = (fn: (value: string) => string) => z.pipe(z.string(), z.transform(fn))

const text = (max: number) => cleaned((value) => sanitizeText(value).slice(0, max))
/** What the visitor wrote, as sent (sanitize.ts visitorMessage): evidence, never rewritten. */
const asSent = (max: number) => cleaned((value) => visitorMessage(value).slice(0, max).trimEnd())

const name = (message: LeadErrorKey) =>
  z.pipe(text(maxNameLength), z.string().check(z.minLength(1, message)))

const phone = (message: LeadErrorKey) =>
  z.pipe(
    cleaned((value) => digitsOnly(value).slice(0, 20)),
    z.string().check(z.minLength(minPhoneDigits, message)),
  )

const emailShape = z.email()
const emailAddress = (message: LeadErrorKey, required: boolean) =>
  z.pipe(
    cleaned((value) => value.trim().slice(0, 254)),
    z
      .string()
      .check(
        z.refine(
          (value) => (!required && value === '') || emailShape.safeParse(value).success,
          message,
        ),
      ),
  )

const isTicked = (value: string) =>
  ['1', 'on', 'true', 'yes', 'si', 'sí'].includes(value.toLowerCase())

const accepted = z.pipe(
  z.string().check(z.refine(isTicked, 'terms')),
  z.transform(() => true),
)

/** Where the terms are not checked (Spanish contact form), a ticked box is still recorded. */
const optionallyAccepted = z.pipe(z.string(), z.transform(isTicked))

const isSituation = (value: string) => (situationKeys as readonly string[]).includes(value)
/** The key, or either language's option text (API clients), read as the key. */
const situationValue = cleaned(situationKeyOf)
const situation = z.pipe(situationValue, z.string().check(z.refine(isSituation, 'situation')))

const yesNo = (message: LeadErrorKey) =>
  z.string().check(z.refine((value) => value === 'si' || value === 'no', message))

const message = asSent(maxMessageLength)
const section = cleaned((value) => sanitizeSection(value).slice(0, maxNameLength))
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/

/** The browser's `new Date().toISOString()`, or another ISO 8601 date-time of a real day. */
export function isIsoDateTime(value: string): boolean {
  const match = isoDateTime.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year > 1900
}

// fecha_hora is informative only: anything but an ISO date-time is dropped, never a reason to
// lose the lead.
const timestamp = cleaned((value) => (isIsoDateTime(value.trim()) ? value.trim() : ''))

/** General forms: name, email, phone, (situation), terms: the spec's order, first failure wins. */
function generalSchema(rules: FormRules) {
  return z.object({
    nombre: name('name'),
    email: emailAddress(rules.emailMessage, false),
    phone: phone('phone'),
    ...(rules.kind === 'situation' ? { situacion: situation } : {}),
    checkbox: rules.requireTerms ? accepted : optionallyAccepted,
    mensaje: message,
    seccion: section,
    fecha_hora: timestamp,
  })
}

/** Parole: terms, name, married, stay, phone, e-mail (required), then situation when shown. */
function paroleSchema() {
  return z
    .object({
      checkbox: accepted,
      nombre: name('name'),
      casado: yesNo('married'),
      estancia: yesNo('stay'),
      phone: phone('phone'),
      email: emailAddress('email', true),
      situacion: situationValue,
      mensaje: message,
      seccion: section,
      fecha_hora: timestamp,
    })
    .check(
      z.superRefine((lead, context) => {
        const shown = lead.casado === 'no' || lead.estancia === 'no'
        if (shown && !isSituation(lead.situacion)) {
          context.addIssue({ code: 'custom', message: 'situation', path: ['situacion'] })
        }
      }),
    )
}

/**
 * One referral post, checked as the browser checks it: who refers (name, phone), then the
 * referral; a post without one gets 'at least one referral', not a message about the visitor.
 */
function referralSchema() {
  return z.object({
    referidor_nombre: name('name'),
    referidor_telefono: phone('phoneMin'),
    nombre: name('referrals'),
    phone: z.pipe(
      cleaned((value) => digitsOnly(value).slice(0, 20)),
      z.string().check(z.minLength(1, 'referrals'), z.minLength(minPhoneDigits, 'phoneMin')),
    ),
    mensaje: message,
    seccion: section,
    fecha_hora: timestamp,
  })
}

export const socialSources = [
  'Facebook Messenger',
  'Tik Tok Ads',
  'WhatsApp Lead',
  'Instagram',
] as const
export const socialStatuses = ['Connected', 'New Lead'] as const
export const socialTypes = ['inm', 'pi'] as const
/** The spec's five agents, one general: the form's list until staff rename them in the admin. */
export const socialAgents = ['General', 'Andrea', 'Carlos', 'Lucía', 'Marcos'] as const

/** One of the allowed values, or the fallback (the spec's defaults) when absent or unknown. */
const oneOf = (values: readonly string[], fallback?: string) =>
  cleaned((value) => (values.includes(value) ? value : (fallback ?? '')))

const flag = z.pipe(
  z.string(),
  z.transform((value) => (['1', 'on', 'true'].includes(value) ? 1 : 0)),
)

/** The social-media team's form: name, phone, agent, conversation link; no terms box. */
function socialSchema() {
  return z.object({
    nombre: name('name'),
    phone: phone('phoneMin'),
    // The agent list is kept in the admin (renamable), so any chosen name is accepted.
    agente: name('agent'),
    link: z.pipe(
      cleaned((value) => withoutControls(value).trim().slice(0, 2000)),
      z.string().check(z.minLength(1, 'link')),
    ),
    email: emailAddress('email', false),
    source: oneOf(socialSources),
    status: oneOf(socialStatuses, 'New Lead'),
    tipo: oneOf(socialTypes, 'inm'),
    hora: flag,
    pc_referido: flag,
    pc_videollamada: flag,
    direcionada: flag,
    mensaje: message,
    seccion: section,
    fecha_hora: timestamp,
  })
}

const cache = new Map<string, ReturnType<typeof buildSchema>>()

/** The schema of a form variant, built once (building zod schemas per request costs CPU). */
export function schemaFor(rules: FormRules) {
  const key = `${rules.kind}|${rules.requireTerms}|${rules.emailMessage}`
  let schema = cache.get(key)
  if (!schema) {
    schema = buildSchema(rules)
    cache.set(key, schema)
  }
  return schema
}

function buildSchema(rules: FormRules) {
  switch (rules.kind) {
    case 'parole':
      return paroleSchema()
    case 'referral':
      return referralSchema()
    case 'socialmedia':
      return socialSchema()
    default:
      return generalSchema(rules)
  }
}

export type ValidLead = Record<string, string | number | boolean | undefined>

export type ValidationResult =
  { ok: true; lead: ValidLead } | { ok: false; error: LeadErrorKey; field: string }

/** Validates raw form fields; on failure, the first failing check in the spec's order. */
export function validateLead(fields: Record<string, string>, rules: FormRules): ValidationResult {
  const schema = schemaFor(rules)
  const order = Object.keys(schema.shape)
  // Every field is checked even when absent, so a missing one gets its message too.
  const input = Object.fromEntries(order.map((key) => [key, fields[key] ?? '']))
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, lead: result.data as ValidLead }
  const rank = (path: PropertyKey[]) => order.indexOf(String(path[0] ?? ''))
  const first = [...result.error.issues].sort((a, b) => rank(a.path) - rank(b.path))[0]
  return { ok: false, error: first.message as LeadErrorKey, field: String(first.path[0] ?? '') }
}
