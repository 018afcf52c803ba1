// The online booking's set-up for browser tests.
import { adminToken } from './admin-token'
import { expect, type APIRequestContext } from './fixtures'

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
