'use client'
import { useEffect } from 'react'

/**
 * Counts this view of a campaign page (the page itself is cached, so the server cannot): one
 * beacon to /api/visit with the page's id, once per page load. No cookie, nothing else sent.
 */
export function VisitBeacon({ page }: { page: number }) {
  useEffect(() => {
    const body = JSON.stringify({ page })
    if (!navigator.sendBeacon?.('/api/visit', body)) {
      fetch('/api/visit', { method: 'POST', body, keepalive: true }).catch(() => {})
    }
  }, [page])
  return null
}
