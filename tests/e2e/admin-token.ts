import type { APIRequestContext } from './fixtures'

// The first account of the e2e database, whichever spec registers it first (support/http.ts).
export const admin = { email: 'staff@firm.test', password: 'integration-only-password-1' }

/** The first admin of the fresh database (registered by whichever test comes first), logged in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  await request.post('/cms/api/users/first-register', { data: { ...admin, roles: ['admin'] } })
  const login = await request.post('/cms/api/users/login', { data: admin })
  return (await login.json()).token
}
