import type { NextRequest } from 'next/server'
import { handleLeadPost } from '@/features/leads/handle-lead-post'

export function POST(request: NextRequest) {
  return handleLeadPost(request, 'socialmedia')
}
