import type { Payload, PayloadRequest } from 'payload'
import type { Count } from './lead-stats'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** Open leads whose next action is due, counted per assigned agent (most first). */
export async function overdueFollowUpsPerAgent(
  payload: Payload,
  req: PayloadRequest,
  unassigned: string,
  now = new Date(),
): Promise<Count[]> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { nextActionDue: { less_than_equal: now.toISOString() } },
        { status: { not_in: ['retained', 'not-qualified', 'spam', 'merged'] } },
      ],
    },
    select: { assignedTo: true },
    depth: 0,
    limit: 5000,
    pagination: false,
    req,
  })
  const ids = [...new Set(docs.map((lead) => idOf(lead.assignedTo)).filter(Boolean))] as number[]
  const users = ids.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: ids } },
        depth: 0,
        limit: ids.length,
        overrideAccess: true,
      })
    : { docs: [] }
  const names = new Map(users.docs.map((user) => [user.id, user.name || user.email]))
  const counts = new Map<string, number>()
  for (const lead of docs) {
    const id = idOf(lead.assignedTo) as number | null | undefined
    const name = id == null ? unassigned : (names.get(id) ?? `#${id}`)
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count)
}
