/**
 * The spec's input rule for name, phone, message and section: trimmed, and stripped of everything
 * but letters, digits, spaces and Spanish accented letters (ñ and ü included). Runs of spaces
 * collapse to one so a stripped ' - ' does not leave a gap; line breaks of a message are kept
 * (as LF: a form post sends CRLF) without spaces around them.
 */
export function sanitizeText(value: string, { multiline = false } = {}): string {
  const kept = value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^A-Za-z0-9áéíóúÁÉÍÓÚñÑüÜ\s]/g, '')
  const spaced = multiline
    ? kept
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
    : kept.replace(/\s+/g, ' ')
  return spaced.trim()
}

/**
 * The section label under the same rule, except that the ' - ' joining the page label and the
 * campaign source (spec section 3) is kept: 'Footer Inglés - WhatsApp Lead' stays as it is.
 */
export function sanitizeSection(value: string): string {
  return value
    .split(/\s+-\s+/)
    .map((part) => sanitizeText(part))
    .filter(Boolean)
    .join(' - ')
}

/**
 * A visitor's message, kept as sent: it is evidence of what they asked ("¿Cuánto cuesta la
 * consulta?", a case number with "/"), so only control characters go (line breaks stay, as LF)
 * and the ends are trimmed. Every screen escapes it when it shows it (React, plain-text e-mail).
 */
export function visitorMessage(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '')
    .trim()
}

/** Phone inputs keep digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** The phone field as typed: digits only, capped where the form caps it (11 on some forms). */
export function typedPhone(value: string, cap?: number): string {
  const digits = digitsOnly(value)
  return cap ? digits.slice(0, cap) : digits
}

/**
 * Free text kept as typed (a conversation link): only control characters go, NUL among them,
 * which PostgreSQL refuses in text and which no link or address contains.
 */
export function withoutControls(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
}
