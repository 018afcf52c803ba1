import { dayInZone, firmTimeZone } from '@/features/schedule'
import { clientIp } from '@/lib/client-ip'
import { isSameOriginPost } from '@/lib/http/fetch-metadata'
import { payloadClient } from '@/lib/payload/payload'
import { countVisit } from './count-visit'
import { allowVisit } from './visit-limit'
import { isCampaignPage } from './visit-pages'

const noContent = () =>
  new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
const refused = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } })

/** The page id the beacon sent: `{"page": 12}` as text (sendBeacon) or JSON (fetch). */
async function pageOf(request: Request): Promise<number | null> {
  const text = await request.text().catch(() => '')
  if (text.length > 200) return null
  try {
    const page = Number((JSON.parse(text) as { page?: unknown }).page)
    return Number.isInteger(page) && page > 0 ? page : null
  } catch {
    return null
  }
}

/**
 * POST /api/visit — a campaign page's beacon: one more visit of that page today (the firm's
 * day). Answers 204 and sets no cookie; another site's post is 403, an unknown page 404, too
 * many beacons from one address 429. Nothing about the visitor is kept.
 */
export async function postVisit(request: Request): Promise<Response> {
  // Only this site's pages count: another site cannot make its visitors' browsers add visits.
  if (!isSameOriginPost(request.headers)) return refused(403)
  const page = await pageOf(request)
  if (!page) return refused(400)
  if (!(await allowVisit(clientIp(request.headers)))) return refused(429)
  const payload = await payloadClient()
  if (!(await isCampaignPage(payload, page))) return refused(404)
  const day = dayInZone(new Date(), await firmTimeZone(payload))
  await countVisit(payload, page, day)
  return noContent()
}
