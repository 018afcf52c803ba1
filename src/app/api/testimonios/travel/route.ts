import { jsonResponse } from '@/lib/http/json-route'
import { travelList } from '@/features/testimonials/endpoints'

export function GET() {
  return jsonResponse('the travel testimonials', travelList)
}
