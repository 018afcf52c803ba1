import type { Payload } from 'payload'

/** An admin as alerts reach them: their e-mail and the language they chose for alerts. */
export type AdminRecipient = {
  id?: number | string
  email?: string | null
  alertLanguage?: string | null
}

/** Every admin account: who hears of security alerts and failed backups. */
export async function firmAdmins(payload: Payload): Promise<AdminRecipient[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { in: ['admin'] } },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  return docs as AdminRecipient[]
}
