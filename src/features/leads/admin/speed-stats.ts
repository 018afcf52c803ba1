import type { Payload } from 'payload'
import { businessMsBetween, readSchedule } from '@/features/schedule'
import { median } from './lead-stats'

export const speedWeeks = 8

export type SpeedRow = { label: string; leads: number; within5: number; within1h: number }

export type SpeedStats = {
  perAgent: SpeedRow[]
  perWeek: SpeedRow[]
  /** Median seconds from the post to the visitor's auto-reply and to the agent's alert. */
  medianToReplySeconds: number | null
  medianToAlertSeconds: number | null
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : ((value as { id?: number } | null)?.id ?? null)

/** Monday of the week of an ISO instant (UTC), as YYYY-MM-DD. */
function weekOf(iso: string) {
  const day = new Date(iso.slice(0, 10) + 'T00:00:00Z')
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}

function rows(groups: Map<string, number[]>): SpeedRow[] {
  return [...groups].map(([label, waits]) => ({
    label,
    leads: waits.length,
    within5: waits.filter((ms) => ms <= 5 * 60_000).length / waits.length,
    within1h: waits.filter((ms) => ms <= 60 * 60_000).length / waits.length,
  }))
}

function push(groups: Map<string, number[]>, key: string, value: number) {
  groups.set(key, [...(groups.get(key) ?? []), value])
}

/**
 * Speed to lead over the last weeks: the share of leads first contacted within 5 minutes and
 * within an hour of business time (never contacted counts as late), per agent and per week, and
 * the median time from the post to the auto-reply and to the agent's alert.
 */
export async function speedStats(
  payload: Payload,
  names: Map<number, string>,
  unassigned: string,
  now = new Date(),
): Promise<SpeedStats> {
  const since = new Date(now.getTime() - speedWeeks * 7 * 86_400_000).toISOString()
  const schedule = await readSchedule(payload)
  const leads = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { receivedAt: { greater_than_equal: since } },
        { spam: { not_equals: true } },
        // A merged lead is the same person as its kept lead: contacted (or not) there.
        { status: { not_equals: 'merged' } },
      ],
    },
    select: { receivedAt: true, firstContactAt: true, assignedTo: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const perAgent = new Map<string, number[]>()
  const perWeek = new Map<string, number[]>()
  const received = new Map<number, number>()
  for (const lead of leads.docs) {
    received.set(lead.id, Date.parse(lead.receivedAt))
    const contact = lead.firstContactAt ? new Date(lead.firstContactAt) : now
    const wait = lead.firstContactAt
      ? businessMsBetween(schedule, new Date(lead.receivedAt), contact)
      : Infinity
    const agent = idOf(lead.assignedTo)
    push(perAgent, agent == null ? unassigned : (names.get(agent) ?? `#${agent}`), wait)
    push(perWeek, weekOf(lead.receivedAt), wait)
  }
  const deliveries = await payload.find({
    collection: 'lead-deliveries',
    where: {
      and: [
        { createdAt: { greater_than_equal: since } },
        { channel: { in: ['agent-alert', 'visitor-sms', 'visitor-email'] } },
        { deliveredAt: { exists: true } },
      ],
    },
    select: { lead: true, channel: true, deliveredAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const firstOf = (channels: string[]) => {
    const first = new Map<number, number>()
    for (const row of deliveries.docs) {
      const lead = idOf(row.lead)
      if (lead == null || !channels.includes(row.channel) || !received.has(lead)) continue
      const seconds = (Date.parse(row.deliveredAt!) - received.get(lead)!) / 1000
      first.set(lead, Math.min(first.get(lead) ?? Infinity, seconds))
    }
    return median([...first.values()])
  }
  return {
    perAgent: rows(perAgent).sort((a, b) => b.leads - a.leads),
    perWeek: rows(perWeek).sort((a, b) => b.label.localeCompare(a.label)),
    medianToReplySeconds: firstOf(['visitor-sms', 'visitor-email']),
    medianToAlertSeconds: firstOf(['agent-alert']),
  }
}
