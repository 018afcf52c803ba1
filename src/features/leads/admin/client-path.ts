import type { Payload, PayloadRequest } from 'payload'
import { dayStartInZone } from '@/features/schedule'
import { relationId } from '@/lib/payload/relation-id'
import { inFunnel, stagesOf, type FunnelLead } from './conversion'
import { assigneeNames, figuresAccess } from './lead-stats'
import { isSignedLetter } from './signed-letter'

/** The steps from a booked call to a retained client, in order. */
export const clientPathStages = [
  'booked',
  'questionnaire',
  'letterSent',
  'signed',
  'paid',
  'retained',
] as const
export type ClientPathStage = (typeof clientPathStages)[number]
export type ClientPathRow = { label: string; leads: number } & Record<ClientPathStage, number>

export type PathLead = FunnelLead & {
  id: number
  source?: string | null
  assignedTo?: unknown
}

/**
 * How far each group's leads went on the client path (pure, for the unit test): `reached` holds
 * the lead ids that reached each step other than retained, which comes from the lead's own
 * status and history. Groups with the most leads first.
 */
export function clientPath(
  leads: PathLead[],
  reached: Record<Exclude<ClientPathStage, 'retained'>, Set<number>>,
  groupOf: (lead: PathLead) => string,
): ClientPathRow[] {
  const rows = new Map<string, ClientPathRow>()
  for (const lead of leads.filter(inFunnel)) {
    const label = groupOf(lead)
    const row =
      rows.get(label) ??
      ({
        label,
        leads: 0,
        ...Object.fromEntries(clientPathStages.map((s) => [s, 0])),
      } as ClientPathRow)
    row.leads += 1
    for (const stage of clientPathStages) {
      const done = stage === 'retained' ? stagesOf(lead).retained : reached[stage].has(lead.id)
      row[stage] += Number(done)
    }
    rows.set(label, row)
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label))
}

/** The lead of each row, as numbers (the campaign report reads the same steps). */
export const leadIdsOf = (docs: { lead?: unknown }[]) =>
  new Set(docs.map((doc) => Number(relationId(doc.lead))))

/**
 * The client path of the leads received in the dashboard's period, per source and per agent,
 * read with the viewer's access. The other features' collections are read by slug, so the leads
 * feature imports none of them (bookings, questionnaire answers, engagement letters, payments).
 */
export async function loadClientPath(
  payload: Payload,
  req: PayloadRequest,
  timeZone: string,
  days: string[],
  labels: { unassigned: string; noSource: string },
) {
  const since = dayStartInZone(days[0], timeZone).toISOString()
  const until = dayStartInZone(days.at(-1)!, timeZone, true).toISOString()
  const access = figuresAccess(req)
  const { docs: leads } = await payload.find({
    collection: 'leads',
    where: {
      and: [{ receivedAt: { greater_than_equal: since } }, { receivedAt: { less_than: until } }],
    },
    select: {
      source: true,
      assignedTo: true,
      status: true,
      spam: true,
      history: true,
      firstContactAt: true,
    },
    ...access,
  })
  const ids = leads.map((lead) => lead.id)
  const ofLeads = { lead: { in: ids } }
  const [bookings, answers, letters, payments] = ids.length
    ? await Promise.all([
        payload.find({ collection: 'bookings', where: ofLeads, select: { lead: true }, ...access }),
        payload.find({
          collection: 'questionnaire-answers',
          where: { and: [ofLeads, { submittedAt: { exists: true } }] },
          select: { lead: true },
          ...access,
        }),
        payload.find({
          collection: 'engagements',
          where: { and: [ofLeads, { sentAt: { exists: true } }] },
          select: { lead: true, status: true, evidence: true },
          ...access,
        }),
        payload.find({
          collection: 'payments',
          where: { and: [ofLeads, { paidAt: { exists: true } }] },
          select: { lead: true },
          ...access,
        }),
      ])
    : [{ docs: [] }, { docs: [] }, { docs: [] }, { docs: [] }]
  const reached = {
    booked: leadIdsOf(bookings.docs),
    questionnaire: leadIdsOf(answers.docs),
    letterSent: leadIdsOf(letters.docs),
    signed: leadIdsOf(letters.docs.filter(isSignedLetter)),
    paid: leadIdsOf(payments.docs),
  }
  const agentIds = [
    ...new Set(leads.map((lead) => relationId(lead.assignedTo)).filter((id) => id != null)),
  ] as number[]
  const names = await assigneeNames(payload, agentIds)
  const pathLeads = leads as PathLead[]
  return {
    bySource: clientPath(pathLeads, reached, (lead) => lead.source || labels.noSource),
    byAgent: clientPath(pathLeads, reached, (lead) => {
      const id = relationId(lead.assignedTo) as number | null | undefined
      return id == null ? labels.unassigned : (names.get(id) ?? `#${id}`)
    }),
  }
}
