import type { LeadErrorKey } from './error-keys'

/**
 * A form posted without JavaScript that failed comes back with its one message and the visitor's
 * input: both travel in this short-lived cookie to the page the form is on.
 */
export const flashCookie = 'lead_flash'

export type LeadFlash = {
  formId: string
  error: LeadErrorKey
  values: Record<string, string>
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

export function encodeFlash(formId: string, error: LeadErrorKey, fields: Record<string, string>) {
  const values: Record<string, string> = {}
  for (const key of keptFields) {
    if (fields[key]) values[key] = fields[key].slice(0, key === 'mensaje' ? 1500 : 200)
  }
  if (fields.checkbox) values.checkbox = '1'
  return Buffer.from(JSON.stringify({ formId, error, values })).toString('base64url')
}

export function decodeFlash(raw: string | undefined): LeadFlash | null {
  if (!raw) return null
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (typeof parsed?.formId !== 'string' || typeof parsed?.error !== 'string') return null
    const values: Record<string, string> = {}
    for (const [key, value] of Object.entries(parsed.values ?? {})) {
      if (keptFields.includes(key) || key === 'checkbox') values[key] = String(value)
    }
    return { formId: parsed.formId, error: parsed.error, values }
  } catch {
    return null
  }
}
