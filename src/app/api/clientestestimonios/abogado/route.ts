import { attorneyTestimonialsFeed } from '@/features/attorneys/queries'
import { jsonResponse } from '@/lib/http/json-route'

export const dynamic = 'force-dynamic'

export function GET() {
  return jsonResponse('attorney testimonials', attorneyTestimonialsFeed)
}
