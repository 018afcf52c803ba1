import type { NextRequest } from 'next/server'
import { handleQuestionnairePost } from '@/features/questionnaires/post'
import { payloadClient } from '@/lib/payload/payload'

type Context = { params: Promise<{ token: string }> }

export async function POST(request: NextRequest, { params }: Context) {
  return handleQuestionnairePost(await payloadClient(), request, (await params).token)
}
