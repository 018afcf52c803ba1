import type { PayloadRequest } from 'payload'

/** The lead of `/leads/:id/…` as the signed-in staff member may read it, or null. */
export function requestedLead(req: PayloadRequest) {
  return req.payload
    .findByID({
      collection: 'leads',
      id: Number(req.routeParams?.id),
      depth: 0,
      req,
      overrideAccess: false,
      disableErrors: true,
    })
    .catch(() => null)
}
