'use client'
import { useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { staffText, waitedFor } from './staff-text'

type Props = { receivedAt: string; initial: string }

/**
 * "Waiting 3 min" that keeps counting on the open inbox: the page is rendered once (an agent
 * leaves it open), so the wait is recounted every 15 s from the lead's arrival by this device's
 * clock, starting from the server's text so the first paint matches.
 */
export function WaitingTime({ receivedAt, initial }: Props) {
  const { i18n } = useTranslation()
  const [text, setText] = useState(initial)
  useEffect(() => {
    const update = () =>
      setText(
        staffText(i18n as never, 'staff:waiting', { time: waitedFor(i18n as never, receivedAt) }),
      )
    update()
    const timer = setInterval(update, 15_000)
    return () => clearInterval(timer)
  }, [i18n, receivedAt])
  return <>{text}</>
}
