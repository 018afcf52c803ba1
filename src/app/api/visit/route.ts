import { postVisit } from '@/features/campaigns/visit-endpoint'

/** A campaign page's visit beacon (features/campaigns/visit-endpoint.ts). */
export const POST = postVisit

export const dynamic = 'force-dynamic'
