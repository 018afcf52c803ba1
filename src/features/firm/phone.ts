/** `tel:` href of a US number written for people, e.g. "(202) 555-0143" → "tel:+12025550143". */
export function telHref(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`
}
