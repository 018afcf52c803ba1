import { leadErrorKeys, type LeadErrorKey } from './error-keys'
import { pagePathOf } from './page-path'
import { openFlash, sealFlash } from './flash-seal'

/**
 * A form posted without JavaScript that failed comes back with its one message and the visitor's
 * input. Pages are cached and carry nothing per visitor, so these travel in this short-lived
 * cookie to the uncached retry page (`/formulario`), which renders that one form again.
 */
export const flashCookie = 'lead_flash'

/** Which form to render again: its label, language, endpoint and the page it was on. */
export type FlashForm = {
  section: string
  locale: 'es' | 'en'
  endpoint: 'agregar' | 'tramcase'
  pagePath: string
}

export type LeadFlash = {
  formId: string
  error: LeadErrorKey
  values: Record<string, string>
  form: FlashForm
}

const keptFields = [
  'nombre',
  'email',
  'phone',
  'mensaje',
  'situacion',
  'casado',
  'estancia',
  'referidor_nombre',
  'referidor_telefono',
]

export function encodeFlash(
  formId: string,
  error: LeadErrorKey,
  fields: Record<string, string>,
  form: FlashForm,
) {
  const values: Record<string, string> = {}
  for (const key of keptFields) {
    if (fields[key]) values[key] = fields[key].slice(0, key === 'mensaje' ? 1500 : 200)
  }
  if (fields.checkbox) values.checkbox = '1'
  const kept = { ...form, section: form.section.slice(0, 120) }
  return sealFlash(JSON.stringify({ formId, error, values, form: kept }))
}

/** The cookie read back; it comes from the visitor, so every field is checked again. */
export function decodeFlash(raw: string | undefined): LeadFlash | null {
  if (!raw) return null
  try {
    const plain = openFlash(raw)
    if (plain === null) return null
    const parsed = JSON.parse(plain)
    if (typeof parsed?.formId !== 'string' || !leadErrorKeys.includes(parsed?.error)) return null
    const values: Record<string, string> = {}
    for (const [key, value] of Object.entries(parsed.values ?? {})) {
      if (keptFields.includes(key) || key === 'checkbox') values[key] = String(value)
    }
    const form = parsed.form ?? {}
    return {
      formId: parsed.formId.replace(/[^\w-]/g, '').slice(0, 60),
      error: parsed.error,
      values,
      form: {
        section: String(form.section ?? '').slice(0, 120),
        locale: form.locale === 'en' ? 'en' : 'es',
        endpoint: form.endpoint === 'tramcase' ? 'tramcase' : 'agregar',
        pagePath: pagePathOf(String(form.pagePath ?? '/')) ?? '/',
      },
    }
  } catch {
    return null
  }
}
