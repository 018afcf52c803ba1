import type { RequestContext } from 'payload'

export const auditReadKey = 'auditRead'

/**
 * Why a read the site makes on a staff member's behalf writes no `read` event, passed as a
 * local API call's `context` (a REST caller cannot set it; GraphQL is off):
 * - `figures`: the dashboard reads records only to count them; it shows numbers, no record;
 * - `shown-with-lead`: a lead page's panels (its texts, its deliveries), on record as its `view`;
 * - `recorded-by-caller`: the caller writes its own event (the export, at its start).
 */
export function unauditedRead(
  reason: 'figures' | 'shown-with-lead' | 'recorded-by-caller',
): RequestContext {
  return { [auditReadKey]: reason }
}

/**
 * How a lead page's panel reads the lead's related records: with the viewer's own access, at
 * depth 0, on record as the page's `view` rather than one `read` event per panel.
 */
export function shownWithLead(user: unknown) {
  return {
    depth: 0,
    overrideAccess: false,
    user,
    context: unauditedRead('shown-with-lead'),
  } as const
}
