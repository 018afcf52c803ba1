import { staffAlertStream } from '@/features/leads/messaging/live-stream'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return staffAlertStream(request)
}
