import type { TextFieldSingleValidation } from 'payload'

/**
 * A link staff type into the admin: an http(s) address, a path of this site (`/contacto`) or
 * a `{placeholder}` the page fills from the firm profile. Anything else (`javascript:`, `data:`,
 * `//other.host`) would run or leave the site from a page visitors trust.
 */
export function isSafeLink(value: string): boolean {
  const link = value.trim()
  if (/^\{[A-Za-z]+\}$/.test(link)) return true
  if (/^\/(?![/\\])/.test(link)) return !/[\u0000-\u001f\\]/.test(link)
  try {
    const url = new URL(link)
    return (url.protocol === 'http:' || url.protocol === 'https:') && link === value.trim()
  } catch {
    return false
  }
}

const message = {
  es: 'Use una dirección http:// o https:// (o una ruta del sitio que empiece por /).',
  en: 'Use an http:// or https:// address (or a path of this site starting with /).',
}

/** Payload `validate` of a URL text field: empty (when optional) or a safe link. */
export const validateLink: TextFieldSingleValidation = (value, { req, required }) => {
  if (value === null || value === undefined || value === '') {
    return required ? req.t('validation:required') : true
  }
  if (isSafeLink(String(value))) return true
  return req.i18n?.language === 'en' ? message.en : message.es
}

/** Spread into a URL text field: `{ name: 'url', type: 'text', ...linkField }`. */
export const linkField = { validate: validateLink } as const
