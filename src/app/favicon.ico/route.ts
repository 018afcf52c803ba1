// Browsers and crawlers ask for /favicon.ico whatever the page links: the site's icon (app/icon.svg)
// instead of a 404 on every first visit. A day in any cache; the icon rarely changes.
export function GET() {
  return new Response(null, {
    status: 301,
    headers: { location: '/icon.svg', 'cache-control': 'public, max-age=86400' },
  })
}
