import { handleWebOptOut } from '@/features/texting/web-opt-out'
import { payloadClient } from '@/lib/payload/payload'

export async function POST(request: Request) {
  return handleWebOptOut(await payloadClient(), request)
}
