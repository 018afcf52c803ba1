'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

type Props = { since: string; template: string; intervalMs?: number }

// Payload's list may remount its header when it re-renders; the time the list was opened and the
// count live here, for this page's lifetime (a real reload starts over).
const opened: { at?: string; count: number } = { count: 0 }

/**
 * Agents must see a lead the moment it arrives: every 15 s this counts leads received since the
 * list was opened and, when there are new ones, re-renders the list in place (no reload).
 */
export function NewLeadsPoller({ since, template, intervalMs = 15_000 }: Props) {
  const router = useRouter()
  // The first render's time: a refreshed list passes a later one, the count must not restart.
  const [openedAt] = useState(() => (opened.at ??= since))
  const [count, setCount] = useState(opened.count)
  const seen = useRef(opened.count)
  useEffect(() => {
    let stopped = false
    async function poll() {
      // A count, not a read: it carries no lead, so polling every 15 s writes nothing on the
      // audit trail (features/audit/data-access.ts); the refreshed list it triggers does.
      const query = new URLSearchParams({ 'where[receivedAt][greater_than]': openedAt })
      const response = await fetch(`/cms/api/leads/count?${query}`, { credentials: 'same-origin' })
      if (!response.ok || stopped) return
      const { totalDocs } = (await response.json()) as { totalDocs: number }
      if (totalDocs === seen.current) return
      seen.current = totalDocs
      opened.count = totalDocs
      setCount(totalDocs)
      router.refresh()
    }
    const timer = setInterval(() => poll().catch(() => undefined), intervalMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [openedAt, intervalMs, router])
  return (
    <p role="status" aria-live="polite" className="lead-new-count" style={{ margin: 0 }}>
      {count > 0 ? template.replace('{{count}}', String(count)) : ''}
    </p>
  )
}
