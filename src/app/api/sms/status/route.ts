import { handleStatusCallback } from '@/features/texting/status-callback'
import { payloadClient } from '@/lib/payload/payload'

export async function POST(request: Request) {
  return handleStatusCallback(await payloadClient(), request)
}
