import type { Payload } from 'payload'

/** A staff member's name as the history shows it (their e-mail without one, #id when gone). */
export async function staffName(payload: Payload, id: number): Promise<string> {
  const user = await payload
    .findByID({
      collection: 'users',
      id,
      depth: 0,
      disableErrors: true,
      select: { name: true, email: true },
    })
    .catch(() => null)
  return user?.name || user?.email || `#${id}`
}
