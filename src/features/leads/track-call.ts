import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/lib/payload/payload'
import { cleanSource, sourceCookie } from './campaign-source'
import { csrfCookie, isValidToken } from './csrf'
import { pagePathOf } from './page-path'
import { allowPost, clientIp } from './rate-limit'
import { BodyError, readFields } from './request-body'

/** Stores a click on a phone link; the page only logs the answer. */
export async function handleTrackCall(request: NextRequest) {
  const ip = clientIp(request.headers)
  if (!(await allowPost(`call:${ip}`))) {
    return NextResponse.json({ status: 'error', message: 'Too many requests' }, { status: 429 })
  }
  let fields: Record<string, string>
  try {
    fields = await readFields(request)
  } catch (error) {
    if (error instanceof BodyError) {
      return NextResponse.json(
        { status: 'error', message: error.message },
        { status: error.status },
      )
    }
    throw error
  }
  const token = request.headers.get('x-csrf-token') ?? fields._token
  if (!isValidToken(request.cookies.get(csrfCookie)?.value, token ?? undefined)) {
    return NextResponse.json({ status: 'error', message: 'Invalid CSRF token' }, { status: 419 })
  }
  const payload = await payloadClient()
  await payload.create({
    collection: 'call-clicks',
    data: {
      pagePath: pagePathOf(fields.path || request.headers.get('referer')),
      source: cleanSource(request.cookies.get(sourceCookie)?.value) || undefined,
      clickedAt: new Date().toISOString(),
      ip: ip.slice(0, 100),
      userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500),
    },
    depth: 0,
  })
  return NextResponse.json({ status: 'success' })
}
