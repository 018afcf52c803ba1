'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * In the admin's live preview (the page framed beside the editing form, in draft mode): each
 * save of the draft re-renders the page on the server with it. The admin is served from the
 * page's own origin, whose messages are the only ones heeded.
 */
export function LivePreviewListener() {
  const router = useRouter()
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
