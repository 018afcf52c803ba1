// Staff accounts, log-in and visitors' leads for the admin's browser tests.
import { adminToken } from './admin-token'
import { expect, type APIRequestContext, type Browser, type Page } from './fixtures'

export { adminToken }

const password = 'a-long-enough-password-1'

/** A new account of the given role, created by the admin. */
export async function account(
  request: APIRequestContext,
  role: 'agent' | 'editor',
  name = `${role} e2e`,
) {
  const token = await adminToken(request)
  const email = `${role}-${Date.now()}@firm.test`
  const created = await request.post('/cms/api/users', {
    headers: { authorization: `JWT ${token}` },
    data: { email, password, name, roles: [role] },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  return { id: doc.id as number, email, password, name }
}

/**
 * A staff session without the log-in form: the page's browser context logs in through the same
 * endpoint the form posts to (its cookie is the form's), then opens `path` (the admin by
 * default). The form itself is proven by `logIn` (staff-two-factor, staff-intake).
 */
export async function signIn(page: Page, user: { email: string; password: string }, path = '') {
  const login = await page.context().request.post('/cms/api/users/login', {
    data: { email: user.email, password: user.password },
  })
  expect(login.status()).toBe(200)
  await page.goto(path || '/admin')
}

/** Logs in through the admin's own form, as a person does. */
export async function logIn(page: Page, user: { email: string; password: string }, redirect = '') {
  await page.goto(`/admin/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`)
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.locator('button[type="submit"]').click()
}

/** A visitor's lead through the public endpoint, as the site's forms post it; resolves to its id. */
export async function visitorLead(request: APIRequestContext, nombre: string, phone: string) {
  const { token } = await (await request.get('/csrf-token')).json()
  const response = await request.post('/api/prospecto/agregar', {
    headers: { accept: 'application/json' },
    multipart: { _token: token, nombre, phone, checkbox: '1', seccion: 'Footer Español' },
  })
  expect(await response.json()).toMatchObject({ status: 'success' })
  return leadIdOf(request, nombre)
}

/** The id of the latest lead of that name, read as the admin. */
export async function leadIdOf(request: APIRequestContext, nombre: string) {
  const query = new URLSearchParams({ 'where[nombre][equals]': nombre, depth: '0', sort: '-id' })
  const found = await request.get(`/cms/api/leads?${query}`, {
    headers: { authorization: `JWT ${await adminToken(request)}` },
  })
  return ((await found.json()).docs[0] as { id: number }).id
}

/** Ten digits no other test uses. */
export const uniquePhone = (area: string) => `${area}55${String(Date.now()).slice(-5)}`

/** A new browser (the admin's language from `locale`, `width` px wide) logged in as `user` at `path`. */
export async function staffPage(
  browser: Browser,
  user: { email: string; password: string },
  { locale, width }: { locale: string; width: number },
  path: string,
) {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } })
  const page = await context.newPage()
  await signIn(page, user, path)
  return page
}
