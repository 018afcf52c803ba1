import path from 'node:path'
import { createStaff } from '../support/create-staff.mjs'
import { tmpDir } from '../support/production-server.mjs'
import { test, type APIRequestContext } from './fixtures'

// The first admin of the worker's e2e database (tests/support/e2e-server.mjs: tests/.tmp/e2e-n.db),
// made by `npm run create-staff` the first time a spec needs it: the site refuses first-register.
export const admin = { email: 'staff@firm.test', password: 'integration-only-password-1' }
const e2eDatabase = () => `file:${path.join(tmpDir, `e2e-${test.info().parallelIndex}.db`)}`

async function logInAdmin(request: APIRequestContext): Promise<string | undefined> {
  const login = await request.post('/cms/api/users/login', { data: admin })
  return (await login.json()).token
}

/** The first admin of the e2e database, created on first use, logged in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const token = await logInAdmin(request)
  if (token) return token
  await createStaff(e2eDatabase(), { ...admin, role: 'admin' })
  return (await logInAdmin(request))!
}
