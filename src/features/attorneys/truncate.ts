/** Cuts a text at `max` characters, on a word boundary when there is one, with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const plain = text.replace(/<[^>]*>/g, '').trim()
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}
