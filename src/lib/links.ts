import type { TextFieldSingleValidation } from 'payload'

/**
 * The one check of every path and link staff type or a request carries (redirects, preview
 * paths, block links, URL fields). Browsers read `/\host` and `//host` as another site, drop
 * tabs and line breaks inside a URL (`/\t/host`) and run `javascript:`; none of them may pass.
 */

/** Whitespace, control characters and backslashes: a browser drops or rewrites each of them. */
const unsafeCharacter = /[\u0000-\u0020\u007f-\u009f\\]/

/** What a field accepts beside nothing. */
export type LinkKinds = {
  /** A path of this site: `/contacto`, `/en/contact#form`. */
  path?: boolean
  /** An absolute `https:` address. */
  https?: boolean
  mailto?: boolean
  tel?: boolean
  /** A `{placeholder}` the page fills from the firm profile (`{recruitmentSite}`). */
  placeholder?: boolean
}

/** Links in content: a site path, an https address or a firm-profile placeholder. */
export const contentLink: LinkKinds = { path: true, https: true, placeholder: true }

/** A link as rendered: a site path or an https address (placeholders already filled in). */
export const resolvedLink: LinkKinds = { path: true, https: true }

/** A path of this site as typed (trimmed), or null: never `//host`, `/\host` or a scheme. */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const path = value.trim()
  if (!path.startsWith('/') || path.startsWith('//') || unsafeCharacter.test(path)) return null
  return path
}

function isHttps(link: string): boolean {
  try {
    const url = new URL(link)
    // Credentials in a link are a known way to disguise its host (https://bank@evil.example).
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
  } catch {
    return false
  }
}

const mailto = /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i
const tel = /^tel:\+?[0-9().-]{3,24}$/i
const placeholder = /^\{[A-Za-z]+\}$/

/** Whether `value` is a link of one of the allowed kinds (checked as stored: no trimming). */
export function isAllowedLink(value: unknown, kinds: LinkKinds = contentLink): boolean {
  if (typeof value !== 'string' || value === '' || value !== value.trim()) return false
  if (kinds.placeholder && placeholder.test(value)) return true
  if (unsafeCharacter.test(value)) return false
  if (value.startsWith('/')) return Boolean(kinds.path) && sitePath(value) !== null
  if (kinds.https && isHttps(value)) return true
  if (kinds.mailto && mailto.test(value)) return true
  return Boolean(kinds.tel) && tel.test(value)
}

/** A stored link fit to render, or undefined (a row saved before this check, say). */
export const renderableLink = (value: string | null | undefined, kinds: LinkKinds = contentLink) =>
  isAllowedLink(value, kinds) ? (value as string) : undefined

const messages = {
  path: { es: 'una ruta del sitio que empiece por /', en: 'a path of this site starting with /' },
  https: { es: 'una dirección https://', en: 'an https:// address' },
  mailto: { es: 'un enlace mailto:', en: 'a mailto: link' },
  tel: { es: 'un enlace tel:', en: 'a tel: link' },
} as const

/** "Use a path of this site starting with / or an https:// address." in the admin's language. */
export function linkMessage(kinds: LinkKinds, language: string | undefined): string {
  const lang = language === 'en' ? 'en' : 'es'
  const names = (Object.keys(messages) as (keyof typeof messages)[])
    .filter((kind) => kinds[kind])
    .map((kind) => messages[kind][lang])
  const last = names.pop()
  const or = lang === 'en' ? 'or' : 'o'
  // "Use" is both the English verb and the Spanish "usted" imperative.
  return `Use ${names.length ? `${names.join(', ')} ${or} ` : ''}${last}.`
}

/** Payload `validate` of a link text field: empty (when optional) or a link of these kinds. */
export function validateLinkOf(kinds: LinkKinds): TextFieldSingleValidation {
  return (value, { req, required }) => {
    if (value === null || value === undefined || value === '') {
      return required ? req.t('validation:required') : true
    }
    return isAllowedLink(value, kinds) ? true : linkMessage(kinds, req.i18n?.language)
  }
}

/** Spread into a link text field: `{ name: 'href', type: 'text', ...linkField }`. */
export const linkField = { validate: validateLinkOf(contentLink) } as const

/** A video to embed: an https address, or a file of this site (`/media/…`). */
export const embedField = { validate: validateLinkOf(resolvedLink) } as const
