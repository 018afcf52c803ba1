/**
 * The consent text's first `length` characters, ending on a whole word, with one ellipsis: a
 * preview that ends "Messag…" reads as a typo in a legal text, and one that ends "messages.…"
 * shows four dots, so the punctuation the cut lands after gives way to the ellipsis.
 */
export function consentPreview(text: string, length: number): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  const wordEnds = /\s/.test(text.charAt(length)) ? cut : cut.replace(/\s+\S*$/, '')
  const kept = (wordEnds || cut).trimEnd().replace(/[\s.,;:…]+$/, '')
  return `${kept || cut.trimEnd()}…`
}
