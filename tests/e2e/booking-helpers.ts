// The online booking's set-up for browser tests.
import { adminToken } from './admin-token'
import { expect, type APIRequestContext, type Page } from './fixtures'

/** Only this agent takes calls, in the firm's default hours (Monday to Friday, 9:00–18:00). */
export async function onlyAgentTakesCalls(request: APIRequestContext, agent: number) {
  const saved = await request.post('/cms/api/globals/booking-settings', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data: {
      slotMinutes: 30,
      noticeMinutes: 0,
      availability: [
        { agent, days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '18:00' },
      ],
    },
  })
  expect(saved.status()).toBe(200)
}

/** A new agent account, for a spec whose calls only it takes; its id. */
export async function newAgent(request: APIRequestContext, name: string): Promise<number> {
  const created = await request.post('/cms/api/users', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data: {
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@firm.test`,
      password: 'a-long-enough-password-1',
      name,
      roles: ['agent'],
    },
  })
  expect(created.status()).toBe(201)
  return (await created.json()).doc.id
}

/** Nobody takes calls: the pickers have no time to offer (onlyAgentTakesCalls undoes it). */
export async function nobodyTakesCalls(request: APIRequestContext) {
  const saved = await request.post('/cms/api/globals/booking-settings', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data: { availability: [] },
  })
  expect(saved.status()).toBe(200)
}

/** The first free call of the week, booked with a lead's booking token as its thank-you page does. */
export async function bookFirstFreeCall(request: APIRequestContext, token: string, csrf: string) {
  const { slots } = await (await request.get('/api/booking/slots?tz=America/Chicago&days=7')).json()
  const booked = await request.post('/api/booking', {
    data: { token, start: slots[0].start, _token: csrf },
  })
  expect(booked.status()).toBe(201)
  return (await booked.json()).booking as { id: number; start: string }
}

/** Sends the footer lead form of a page (the site then opens its thank-you page); its phone. */
export async function sendFooterLead(
  page: Page,
  path: string,
  submit: string,
  { nombre = 'Ana Ruiz', phone = `202555${String(Date.now()).slice(-4)}` } = {},
) {
  await page.goto(path)
  const form = page.locator('#footer-lead-form')
  await form.locator('[name="nombre"]').fill(nombre)
  // Filled once, even while React still hydrates: the phone box keeps what was typed before
  // (leads-footer.spec.ts).
  await form.locator('[name="phone"]').fill(phone)
  await form.locator('[name="checkbox"]').check()
  await form.getByRole('button', { name: submit }).click()
  return phone
}
