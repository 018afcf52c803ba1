/** The longest query the search looks at: longer input is cut, never an error. */
export const maxQueryLength = 100

/** Lower case, without accents (so 'inmigracion' finds 'Inmigración'), whitespace collapsed. */
export function foldText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** An article's searchable text: its HTML without tags or common entities, folded. */
export function normalizeSearchText(html: string | null | undefined): string {
  return foldText(
    (html ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&'),
  )
}

/** A visitor's query in folded form, capped; an empty string means "no search". */
export function normalizeQuery(query: string | null | undefined): string {
  return foldText((query ?? '').slice(0, maxQueryLength * 4)).slice(0, maxQueryLength)
}
