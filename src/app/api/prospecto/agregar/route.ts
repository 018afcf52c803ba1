import type { NextRequest } from 'next/server'
import { handleLeadPost } from '@/features/leads/intake/handle-lead-post'

export function POST(request: NextRequest) {
  return handleLeadPost(request, 'agregar')
}
