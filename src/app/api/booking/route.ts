import type { NextRequest } from 'next/server'
import { handleBook } from '@/features/booking/api/book-endpoint'
import { payloadClient } from '@/lib/payload/payload'

export async function POST(request: NextRequest) {
  return handleBook(await payloadClient(), request)
}
