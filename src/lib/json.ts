/** JSON text parsed, or null when it is not JSON (a provider's error page, a damaged row). */
export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
