import type { Endpoint } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { kickOutbox } from './outbox'

/**
 * POST /cms/api/lead-deliveries/:id/retry — puts a failed delivery back in the outbox now, for an
 * agent or admin who fixed the cause (mail server, webhook URL). Its record stays: the attempts
 * and last error are kept, and it gets a fresh allowance of attempts counted from here.
 */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry',
  method: 'post',
  handler: async (req) => {
    if (!worksLeads(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    const delivery = await req.payload
      .findByID({ collection: 'lead-deliveries', id, depth: 0, disableErrors: true })
      .catch(() => null)
    if (!delivery) return Response.json({ error: 'Not found' }, { status: 404 })
    if (delivery.status !== 'failed') {
      return Response.json({ error: 'Only a failed delivery can be retried' }, { status: 409 })
    }
    await req.payload.update({
      collection: 'lead-deliveries',
      id,
      data: {
        status: 'pending',
        attemptsAtRetry: delivery.attempts ?? 0,
        nextAttemptAt: new Date().toISOString(),
      },
      depth: 0,
    })
    kickOutbox(req.payload)
    return Response.json({ status: 'pending' })
  },
}
