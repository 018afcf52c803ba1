export type CopyKind = 'daily' | 'weekly'

/** A scheduled copy's file name: `site-daily-YYYY-MM-DD.backup`, `site-weekly-…`. */
export function copyName(kind: CopyKind, day: string) {
  return `site-${kind}-${day}.backup`
}

const copyPattern = (kind: string) => new RegExp(`^site-${kind}-\\d{4}-\\d{2}-\\d{2}\\.backup$`)

/** The copies of one kind to keep among the folder's file names: the newest `keep`, by their date. */
export function keptCopies(names: string[], kind: CopyKind, keep: number): string[] {
  const pattern = copyPattern(kind)
  return names
    .filter((name) => pattern.test(name))
    .sort()
    .reverse()
    .slice(0, keep)
}

/**
 * The folder's scheduled copies (and half-written `.partial` ones) beyond what is kept; every
 * other file in it is the operator's and stays.
 */
export function copiesToRemove(names: string[], keepDaily: number, keepWeekly: number) {
  const kept = new Set([
    ...keptCopies(names, 'daily', keepDaily),
    ...keptCopies(names, 'weekly', keepWeekly),
  ])
  const ours = /^site-(daily|weekly)-\d{4}-\d{2}-\d{2}\.backup(\.partial)?$/
  return names.filter((name) => ours.test(name) && !kept.has(name))
}
