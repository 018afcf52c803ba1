import { and, inArray, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf } from '../drizzle-access'

type Load = { agent: number; open: number; last: string }

/**
 * Rotation order: the fewest open leads (new or contacted), then the longest idle (the oldest
 * lead last given to them; never given one comes first), then the lowest id for a stable tie.
 */
export async function byRotation(payload: Payload, agents: number[]): Promise<number[]> {
  if (agents.length <= 1) return agents
  const { drizzle, leads } = drizzleOf(payload)
  const rows = (await drizzle
    .select({
      agent: leads.assignedTo,
      open: sql<number>`sum(case when ${leads.status} in ('new', 'contacted') then 1 else 0 end)`,
      last: sql<string>`max(${leads.receivedAt})`,
    })
    .from(leads)
    .where(and(inArray(leads.assignedTo, agents)))
    .groupBy(leads.assignedTo)) as Load[]
  const load = new Map(rows.map((row) => [Number(row.agent), row]))
  const key = (agent: number) => ({
    open: Number(load.get(agent)?.open ?? 0),
    last: load.get(agent)?.last ? new Date(load.get(agent)!.last).getTime() : 0,
  })
  return [...agents].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)]
    return ka.open - kb.open || ka.last - kb.last || a - b
  })
}
