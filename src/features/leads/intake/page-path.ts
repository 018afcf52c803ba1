/**
 * The page a post came from as a site path (`/en/contact?utm_source=x`), whether the form sent
 * its path or only the browser's Referer (a full URL) is known; one shape for staff to read.
 */
export function pagePathOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value, 'http://site.invalid')
    // One leading slash: `//host/x` as a Location header would leave the site.
    return `${url.pathname.replace(/^\/+/, '/')}${url.search}`.slice(0, 500)
  } catch {
    return undefined
  }
}
