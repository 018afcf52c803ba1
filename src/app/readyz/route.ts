import { probeResponse } from '@/lib/operations/probe-response'
import { readiness } from '@/lib/operations/readiness'

export const dynamic = 'force-dynamic'

/** Readiness: the database (migrations applied) and Redis when set; 503 with the reason. */
export async function GET() {
  const result = await readiness()
  return result.ready ? probeResponse(200, 'ready') : probeResponse(503, result.reason)
}
