import type { NextRequest } from 'next/server'
import { getClientCopy } from '@/features/engagements/ui'

export const dynamic = 'force-dynamic'

/** The client's signed copy of their engagement letter, at their signing link. */
export function GET(request: NextRequest) {
  return getClientCopy(request)
}
