import type { FakeTwilio } from './fake-twilio'
import type { FakeWhatsApp } from './fake-whatsapp'
import { cmsApi, startStaffServer } from './http'
import { twilioWebhooks } from './twilio-webhooks'

/** The public origin Twilio is given (SITE_URL); its webhooks are signed for it. */
export const publicOrigin = 'http://localhost:3000'

const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
export const alwaysOpen = allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' }))

/**
 * A server texting visitors through the fakes (Twilio, WhatsApp Cloud), open all week in New
 * York time with WhatsApp auto-replies on, its outbox looking five times a second: the server,
 * its admin, the admin's API and Twilio's webhooks to it.
 */
export async function startTextingServer(
  name: string,
  fakes: { twilio: FakeTwilio; whatsapp: FakeWhatsApp },
  env: Record<string, string> = {},
) {
  const { server, staff } = await startStaffServer(name, {
    ...fakes.twilio.env(),
    ...fakes.whatsapp.env(),
    SITE_URL: publicOrigin,
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    LEAD_RATE_LIMIT: '1000',
    ...env,
  })
  const api = cmsApi(server.url, () => staff.token)
  const hooks = twilioWebhooks(fakes.twilio, server.url, publicOrigin)
  const schedule = { timeZone: 'America/New_York', hours: alwaysOpen }
  const scheduled = await api('POST', '/globals/intake-schedule', schedule)
  if (scheduled.status !== 200) throw new Error(`intake schedule: ${scheduled.status}`)
  const replies = await api('POST', '/globals/auto-replies', { whatsapp: { enabled: true } })
  if (replies.status !== 200) throw new Error(`auto-replies: ${replies.status}`)
  return { server, staff, api, hooks }
}
