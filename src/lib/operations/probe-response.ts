/**
 * The answer of a health probe: plain text a person can read in `curl` and a load balancer can
 * match, never stored by any cache (a cached "ok" would hide a dead instance).
 */
export function probeResponse(status: 200 | 503, body: string): Response {
  return new Response(`${body}\n`, {
    status,
    headers: {
      'cache-control': 'no-store',
      'content-type': 'text/plain; charset=utf-8',
    },
  })
}
