/**
 * The consent text's first `length` characters, ending on a whole word, with an ellipsis: a
 * preview that ends "Messag…" reads as a typo in a legal text.
 */
export function consentPreview(text: string, length: number): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  const wordEnds = /\s/.test(text.charAt(length)) ? cut : cut.replace(/\s+\S*$/, '')
  return `${(wordEnds || cut).trimEnd().replace(/[,;:]$/, '')}…`
}
