/** One entry of an article's index: a heading in each language and the id it jumps to. */
export type IndexAnchor = { titleEs: string; titleEn: string; anchor: string }

const sectionSeparator = ';;'
const partSeparator = '**'

/** The anchor id without a leading '#' or surrounding spaces. */
function cleanAnchor(anchor: string): string {
  return anchor.trim().replace(/^#+/, '')
}

/**
 * Parses the spec's `indice` string: sections separated by ';;', each split by '**' into the
 * Spanish title, the English title and the anchor. Blank or incomplete sections are skipped, so a
 * trailing ';;' or a stray space in imported data does no harm.
 */
export function parseIndice(indice: string | null | undefined): IndexAnchor[] {
  if (!indice) return []
  return indice
    .split(sectionSeparator)
    .map((section) => section.split(partSeparator).map((part) => part.trim()))
    .filter((parts) => parts.length >= 3 && parts[2] !== '' && (parts[0] || parts[1]))
    .map(([titleEs, titleEn, anchor]) => ({
      titleEs: titleEs || titleEn,
      titleEn: titleEn || titleEs,
      anchor: cleanAnchor(anchor),
    }))
    .filter((entry) => entry.anchor !== '')
}

/** The inverse of `parseIndice`, for the `indice` field of the API. */
export function serializeIndice(anchors: readonly IndexAnchor[] | null | undefined): string {
  return (anchors ?? [])
    .map(({ titleEs, titleEn, anchor }) => [titleEs, titleEn, anchor].join(partSeparator))
    .join(sectionSeparator)
}
