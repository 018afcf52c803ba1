import { homeBlogSummaries } from '@/features/blog/endpoints'
import { jsonResponse } from '@/lib/http/json-route'

/** Featured articles for the home page's News block, in both languages. */
export function GET() {
  return jsonResponse('the featured articles', homeBlogSummaries)
}
