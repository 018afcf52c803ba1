import type { Lead } from '@/payload-types'

export type FunnelLead = Pick<Lead, 'status' | 'firstContactAt' | 'history' | 'spam'>

export type FunnelRow = {
  label: string
  leads: number
  contacted: number
  qualified: number
  retained: number
}

const statusReached = (lead: FunnelLead, statuses: string[]) =>
  statuses.includes(lead.status) ||
  (lead.history ?? []).some(
    (entry) =>
      entry.action === 'status' && statuses.some((status) => entry.detail?.endsWith(`→ ${status}`)),
  )

/**
 * How far a lead went: contacted once it left `new` (its first contact), qualified and retained
 * once it reached those statuses, even if it moved on since (qualified, then not qualified).
 */
export function stagesOf(lead: FunnelLead) {
  const retained = statusReached(lead, ['retained'])
  const qualified = retained || statusReached(lead, ['qualified'])
  const contacted = qualified || Boolean(lead.firstContactAt)
  return { contacted, qualified, retained }
}

/** Leads that count in the funnel: spam and duplicates folded into another lead do not. */
export const inFunnel = (lead: FunnelLead) =>
  !lead.spam && lead.status !== 'spam' && lead.status !== 'merged'

/** leads → contacted → qualified → retained per group (source, section), biggest first. */
export function conversion<L extends FunnelLead>(
  leads: L[],
  groupOf: (lead: L) => string,
): FunnelRow[] {
  const rows = new Map<string, FunnelRow>()
  for (const lead of leads.filter(inFunnel)) {
    const label = groupOf(lead)
    const row = rows.get(label) ?? { label, leads: 0, contacted: 0, qualified: 0, retained: 0 }
    const stages = stagesOf(lead)
    row.leads += 1
    row.contacted += Number(stages.contacted)
    row.qualified += Number(stages.qualified)
    row.retained += Number(stages.retained)
    rows.set(label, row)
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label))
}
