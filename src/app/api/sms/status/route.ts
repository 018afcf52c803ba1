import { handleStatusCallback } from '@/features/leads/messaging/status-callback'
import { payloadClient } from '@/lib/payload/payload'

export async function POST(request: Request) {
  return handleStatusCallback(await payloadClient(), request)
}
