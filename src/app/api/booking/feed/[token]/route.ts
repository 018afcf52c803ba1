import { handleFeed } from '@/features/booking/feed'
import { payloadClient } from '@/lib/payload/payload'

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return handleFeed(await payloadClient(), (await params).token)
}
