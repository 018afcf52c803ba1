import { handleInboundSms } from '@/features/leads/messaging/inbound'
import { payloadClient } from '@/lib/payload/payload'

export async function POST(request: Request) {
  return handleInboundSms(await payloadClient(), request)
}
