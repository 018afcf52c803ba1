import { draftMode } from 'next/headers'
import { isEditorOrAgent } from './preview-access'
import { payloadClient } from '@/lib/payload/payload'
import { normalizePath } from './redirect-rules'

/**
 * The admin's preview link (`/cms/preview?path=/en/slug`): for a signed-in staff member, turns on
 * Next's draft mode (a cookie of this browser only; the page cache and the microcache step
 * aside for it) and opens the page, which then shows its latest draft. Anyone else gets 403.
 */
export async function openPreview(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isEditorOrAgent(user)) return new Response('Forbidden', { status: 403 })
  const path = normalizePath(new URL(request.url).searchParams.get('path')) ?? '/'
  ;(await draftMode()).enable()
  return new Response(null, {
    status: 307,
    headers: { location: path, 'cache-control': 'no-store' },
  })
}
