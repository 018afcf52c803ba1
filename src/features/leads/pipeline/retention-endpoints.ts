import type { Endpoint, PayloadRequest } from 'payload'
import { recordRequestAudit } from '@/features/audit'
import { hasRole } from '@/lib/access/roles'
import { forgetPerson, runRetentionOnce } from './retention'

function refusal(req: PayloadRequest) {
  if (!req.user) return Response.json({ error: 'Log in as an admin' }, { status: 401 })
  if (!hasRole(req.user as never, 'admin')) {
    return Response.json({ error: 'Forbidden' }, { status: 403 })
  }
  return null
}

/** POST /cms/api/retention-runs/run — an admin applies the retention now (its own run). */
export const runRetentionEndpoint: Endpoint = {
  path: '/run',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const user = req.user as { id: number; email?: string }
    const result = await runRetentionOnce(
      req.payload,
      `manual-${new Date().toISOString()}-${user.id}`,
      new Date(),
      { id: user.id, email: user.email },
    )
    return Response.json(result ?? { error: 'Already running' }, { status: result ? 200 : 409 })
  },
}

/** POST /cms/api/leads/:id/forget — an admin answers a deletion request (retention.ts). */
export const forgetPersonEndpoint: Endpoint = {
  path: '/:id/forget',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) {
      return Response.json({ error: 'Unknown lead' }, { status: 404 })
    }
    const result = await forgetPerson(req, id)
    if (!result) return Response.json({ error: 'Unknown lead' }, { status: 404 })
    await recordRequestAudit(req, { action: 'forget', lead: id, details: result })
    return Response.json(result)
  },
}
