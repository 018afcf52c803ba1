import webPush from 'web-push'
import { cms } from './staff-accounts'

const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/** A server's Web Push settings: a fresh VAPID key pair, as `npx web-push generate-vapid-keys`. */
export function pushEnv(): Record<string, string> {
  const vapid = webPush.generateVAPIDKeys()
  return {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:intake@firm.test',
  }
}

/** An outbox that looks for due rows five times a second, and no lead limit in the way. */
export const quickOutbox = {
  OUTBOX_POLL_MS: '200',
  OUTBOX_RETRY_BASE_MS: '200',
  LEAD_RATE_LIMIT: '1000',
}

/** The Intake schedule with these agents on duty every hour of the week (UTC): theirs every lead. */
export async function onDutyAllWeek(baseURL: string, adminToken: string, agentIds: number[]) {
  const response = await cms(
    baseURL,
    { auth: { authorization: `JWT ${adminToken}` } },
    '/globals/intake-schedule',
    {
      method: 'POST',
      body: {
        timeZone: 'UTC',
        hours: allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' })),
        shifts: agentIds.map((agent) => ({ agent, days: allWeek, from: '00:00', to: '23:59' })),
      },
    },
  )
  if (response.status !== 200)
    throw new Error(`schedule: ${response.status} ${await response.text()}`)
}
