// Staff access of the benchmarks: a token for the site's REST API and the count of stored leads.

/**
 * Logs in as the BENCH_STAFF_EMAIL / BENCH_STAFF_PASSWORD account, or as `fallback`, created
 * first as an admin when the database has no user yet (a fresh benchmark server).
 */
export async function staffToken(url, fallback) {
  const credentials = process.env.BENCH_STAFF_EMAIL
    ? { email: process.env.BENCH_STAFF_EMAIL, password: process.env.BENCH_STAFF_PASSWORD }
    : fallback
  await fetch(`${url}/cms/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, roles: ['admin'] }),
  })
  const login = await fetch(`${url}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  return (await login.json()).token
}

/** How many leads the site has stored. */
export async function leadCount(url, token) {
  const response = await fetch(`${url}/cms/api/leads?limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  return (await response.json()).totalDocs
}
