// Staff access of the benchmarks: a token for the site's REST API and the count of stored leads.
import { createStaff } from './create-staff.mjs'

async function login(url, credentials) {
  const response = await fetch(`${url}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  return (await response.json()).token
}

/**
 * Logs in as the BENCH_STAFF_EMAIL / BENCH_STAFF_PASSWORD account, or as `fallback`, created
 * first as an admin by `npm run create-staff` on `databaseUrl` (the server's database) when it
 * cannot log in yet (a fresh benchmark server: the site refuses first-register).
 */
export async function staffToken(url, fallback, databaseUrl) {
  const credentials = process.env.BENCH_STAFF_EMAIL
    ? { email: process.env.BENCH_STAFF_EMAIL, password: process.env.BENCH_STAFF_PASSWORD }
    : fallback
  const token = await login(url, credentials)
  if (token || process.env.BENCH_STAFF_EMAIL || !databaseUrl) return token
  await createStaff(databaseUrl, { ...credentials, role: 'admin' })
  return login(url, credentials)
}

/** How many leads the site has stored. */
export async function leadCount(url, token) {
  const response = await fetch(`${url}/cms/api/leads?limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  return (await response.json()).totalDocs
}
