/** The page numbers to show: a window of `size` pages around the current one, within 1..total. */
export function pageWindow(current: number, total: number, size = 3): number[] {
  if (total <= 0) return []
  const count = Math.min(size, total)
  let start = Math.max(1, current - Math.floor(count / 2))
  start = Math.min(start, total - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage))
}
