import { probeResponse } from '@/lib/operations/probe-response'

export const dynamic = 'force-dynamic'

/** Liveness: the process answers. Touches nothing else, so a slow database never restarts it. */
export function GET() {
  return probeResponse(200, 'ok')
}
