import { stagesOf } from '@/features/leads'
import type { Lead } from '@/payload-types'
import type { CampaignSteps } from './campaign-steps'

export type LeadRow = Pick<
  Lead,
  | 'id'
  | 'status'
  | 'spam'
  | 'history'
  | 'firstContactAt'
  | 'pagePath'
  | 'attribution'
  | 'receivedAt'
>

/** How far a group of leads (a campaign's, a page's) went on the client path, and its fees. */
export type LeadCounts = {
  leads: number
  booked: number
  questionnaires: number
  signed: number
  paid: number
  retained: number
  /** Fees paid by the group's leads (USD, refunds left out). */
  fees: number
}

/** A site path without its query, its trailing slash or its case: `/En/Parole/?x=1` → `/en/parole`. */
export function barePath(value: string | null | undefined): string | null {
  if (!value) return null
  const path = value.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase()
  return path.startsWith('/') ? path : null
}

/**
 * Whether the lead came through one of these pages (bare paths): the page its form was sent
 * from, or its first or last touch's landing page.
 */
export function landedOn(lead: LeadRow, paths: Set<string>): boolean {
  const touches = [lead.attribution?.firstTouch, lead.attribution?.lastTouch]
  return [lead.pagePath, ...touches.map((touch) => touch?.landing_page)].some((path) => {
    const bare = barePath(path)
    return bare !== null && paths.has(bare)
  })
}

/**
 * The group's leads, how many of them booked, answered a questionnaire, signed (not void),
 * paid (campaign-steps.ts, at any time) and were retained (reached `retained`, even if they moved
 * on since), and the fees they paid.
 */
export function leadCounts(matched: LeadRow[], steps: CampaignSteps): LeadCounts {
  const reached = (set: Set<number>) => matched.filter((lead) => set.has(Number(lead.id))).length
  const feesCents = matched.reduce((sum, lead) => sum + (steps.feesCents.get(lead.id) ?? 0), 0)
  return {
    leads: matched.length,
    booked: reached(steps.booked),
    questionnaires: reached(steps.questionnaire),
    signed: reached(steps.signed),
    paid: reached(steps.paid),
    retained: matched.filter((lead) => stagesOf(lead).retained).length,
    fees: feesCents / 100,
  }
}
