import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/lib/payload/payload'
import { cleanSource, sourceCookie } from './campaign-source'
import { csrfCookie, isValidToken } from '@/lib/http/csrf'
import { pagePathOf } from './page-path'
import { pageWithoutClickIds, sentGpc } from './attribution'
import { errorAnswer, readLimitedPost } from './limited-post'
import { clientIp } from '@/lib/http/rate-limit'

/** Stores a click on a phone link; the page only logs the answer. */
export async function handleTrackCall(request: NextRequest) {
  const ip = clientIp(request.headers)
  const post = await readLimitedPost(request, `call:${ip}`, 'Too many requests')
  if ('refused' in post) return post.refused
  const { fields } = post
  const token = request.headers.get('x-csrf-token') ?? fields._token
  if (!isValidToken(request.cookies.get(csrfCookie)?.value, token ?? undefined)) {
    return errorAnswer('Invalid CSRF token', 419)
  }
  const payload = await payloadClient()
  const path = pagePathOf(fields.path || request.headers.get('referer'))
  await payload.create({
    collection: 'call-clicks',
    data: {
      // Global Privacy Control: no ad click id is kept with the page, as on a lead.
      pagePath: path && sentGpc(request.headers) ? pageWithoutClickIds(path) : path,
      source: cleanSource(request.cookies.get(sourceCookie)?.value) || undefined,
      clickedAt: new Date().toISOString(),
      ip: ip.slice(0, 100),
      userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500),
    },
    depth: 0,
  })
  return NextResponse.json({ status: 'success' })
}
