import { handleInvite } from '@/features/booking/api/manage-page'
import { payloadClient } from '@/lib/payload/payload'

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return handleInvite(await payloadClient(), (await params).token)
}
