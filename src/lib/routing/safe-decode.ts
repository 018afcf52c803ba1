/**
 * decodeURIComponent for visitor-controlled text (cookies, URL segments): a value that does not
 * decode (`100%`, a lone `%E0`) is kept as it came instead of throwing, so one odd cookie or link
 * cannot turn every page of a visitor into a 500.
 */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
