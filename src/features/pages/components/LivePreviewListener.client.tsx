'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the admin's live preview (the page framed beside the editing form, in draft mode): each
 * save of the draft re-renders the page on the server with it. The admin is served from the
 * page's own origin, whose messages are the only ones heeded.
 *
 * The two messages of Payload's server-side live preview, as `RefreshRouteOnSave` of
 * `@payloadcms/live-preview-react` sends and reads them: `ready` to the admin, then a refresh on
 * each `payload-document-event`. That package has no release of this Payload version (3.90.1 is
 * its newest), and Payload's own dependency check stops the CLI and `npm run dev` on a mismatch.
 */
export function LivePreviewListener() {
  const router = useRouter()
  useEffect(() => {
    const { origin } = window.location
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (event.origin !== origin || typeof data !== 'object' || data === null) return
      if ((data as { type?: unknown }).type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener ?? window.parent
    if (admin !== window) admin.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
