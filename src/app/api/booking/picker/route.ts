import type { NextRequest } from 'next/server'
import { handlePicker } from '@/features/booking/api/picker-page'

export function GET(request: NextRequest) {
  return handlePicker(request)
}
