import { attorneyTestimonialsFeed } from '@/features/attorneys/queries'
import { jsonResponse } from '@/features/cms/json-route'

export const dynamic = 'force-dynamic'

export function GET() {
  return jsonResponse('attorney testimonials', attorneyTestimonialsFeed)
}
