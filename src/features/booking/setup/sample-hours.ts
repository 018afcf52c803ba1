import type { Payload } from 'payload'

/** The sample hours: Monday to Friday, 9:00–17:00 on the firm's clock (its time zone). */
export const sampleHours = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'] as ('mon' | 'tue' | 'wed' | 'thu' | 'fri')[],
  from: '09:00',
  to: '17:00',
}

/**
 * A fresh install ready to book: when no agent has weekly hours yet, the first staff member who
 * works leads (an agent, else an admin) gets the sample hours, so the thank-you page offers
 * times. Settings an admin already made are never touched. Whether it gave them.
 */
export async function giveSampleHours(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0 })
  if (settings.availability?.length) return false
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['agent', 'admin'] } },
    sort: 'createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const first = docs.find((user) => user.roles?.includes('agent')) ?? docs[0]
  if (!first) return false
  await payload.updateGlobal({
    slug: 'booking-settings',
    data: { availability: [{ agent: first.id, ...sampleHours }] },
    depth: 0,
    // The agent picker's check reads the account as that account (a script has no session).
    user: first,
    overrideAccess: true,
  })
  return true
}
