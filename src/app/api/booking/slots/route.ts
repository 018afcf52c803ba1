import type { NextRequest } from 'next/server'
import { handleSlots } from '@/features/booking/api/slots-endpoint'
import { payloadClient } from '@/lib/payload/payload'

export async function GET(request: NextRequest) {
  return handleSlots(await payloadClient(), request)
}
