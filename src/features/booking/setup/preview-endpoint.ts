import type { Endpoint } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { bookingPreview } from './preview'

/**
 * `GET /cms/api/globals/booking-settings/preview`: the next bookable days' slots for the saved
 * settings, for the settings screen. Staff who work leads only (who may read the settings); a
 * visitor or an editor gets 403.
 */
export const bookingPreviewEndpoint: Endpoint = {
  path: '/preview',
  method: 'get',
  handler: async (req) => {
    const headers = { 'cache-control': 'no-store' }
    if (!worksLeads(req.user))
      return Response.json({ error: 'Forbidden' }, { status: 403, headers })
    return Response.json(await bookingPreview(req.payload), { headers })
  },
}
