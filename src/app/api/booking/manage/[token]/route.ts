import type { NextRequest } from 'next/server'
import { handleManagePage, handleManagePost } from '@/features/booking/api/manage-page'
import { payloadClient } from '@/lib/payload/payload'

type Context = { params: Promise<{ token: string }> }

export async function GET(request: NextRequest, { params }: Context) {
  return handleManagePage(await payloadClient(), request, (await params).token)
}

export async function POST(request: NextRequest, { params }: Context) {
  return handleManagePost(await payloadClient(), request, (await params).token)
}
