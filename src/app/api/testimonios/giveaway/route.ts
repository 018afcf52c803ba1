import { jsonResponse } from '@/features/cms/json-route'
import { giveawayList } from '@/features/testimonials/endpoints'

export function GET() {
  return jsonResponse('the giveaway testimonials', giveawayList)
}
