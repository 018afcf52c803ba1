/** The lines of a multi-line text field, trimmed, without empty ones. */
export function lines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/**
 * `text` cut at `max` characters, on a word boundary when there is one, with '…'. `reserve`
 * characters are kept free for the ellipsis.
 */
function cutOnWord(text: string, max: number, reserve = 0): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - reserve)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** A short text without its tags, cut at `max` characters ellipsis included. */
export function truncateText(text: string, max: number): string {
  return cutOnWord(text.replace(/<[^>]*>/g, '').trim(), max, 1)
}

/**
 * Plain text of an HTML body cut at `length` characters on a word boundary, with '…'. Section
 * headings are left out: without their line break they would run into the next sentence.
 */
export function excerpt(html: string, length = 100): string {
  const text = html
    .replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  return cutOnWord(text, length)
}
