import { jsonResponse } from '@/lib/http/json-route'
import { giveawayList } from '@/features/testimonials/endpoints'

export function GET() {
  return jsonResponse('the giveaway testimonials', giveawayList)
}
