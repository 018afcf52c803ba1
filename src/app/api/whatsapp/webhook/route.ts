import { handleInboundWhatsApp } from '@/features/leads/messaging/whatsapp-inbound'
import { verifyWhatsAppSubscription } from '@/features/texting'
import { payloadClient } from '@/lib/payload/payload'

export function GET(request: Request) {
  return verifyWhatsAppSubscription(request)
}

export async function POST(request: Request) {
  return handleInboundWhatsApp(await payloadClient(), request)
}
