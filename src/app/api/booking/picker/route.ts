import type { NextRequest } from 'next/server'
import { handlePicker } from '@/features/booking/api/picker-page'
import { payloadClient } from '@/lib/payload/payload'

export async function GET(request: NextRequest) {
  return handlePicker(await payloadClient(), request)
}
