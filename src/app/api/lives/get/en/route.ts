import { jsonResponse } from '@/lib/http/json-route'
import { livesFeed } from '@/features/lives/queries'

export const dynamic = 'force-dynamic'

export function GET() {
  return jsonResponse('lives', livesFeed)
}
