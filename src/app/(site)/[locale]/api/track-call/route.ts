import { notFound } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { handleTrackCall } from '@/features/leads/intake/track-call'

type Context = { params: Promise<{ locale: string }> }

/** `POST /en/api/track-call`: the spec's call-click event (used by both languages). */
export async function POST(request: NextRequest, { params }: Context) {
  if ((await params).locale !== 'en') notFound()
  return handleTrackCall(request)
}
