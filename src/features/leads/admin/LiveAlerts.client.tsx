'use client'
import { useAuth, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { useEffect, useState, type ReactNode } from 'react'
import { playAlertTone } from './alert-tone'

type Alert = { title: string; body: string; url: string; tag: string }

function notify(alert: Alert) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  // Same tag as the push: a device that also got the push shows one notification.
  const notification = new Notification(alert.title, { body: alert.body, tag: alert.tag })
  notification.onclick = () => {
    window.focus()
    window.location.assign(alert.url)
  }
}

/**
 * Around the whole admin: while a staff member has it open, their lead alerts arrive over
 * Server-Sent Events the moment the server sends them (no waiting for the inbox's poll), with a
 * tone, the browser's notification and a banner linking to the lead.
 */
export function LiveAlerts({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { t } = useTranslation()
  const [alerts, setAlerts] = useState<Alert[]>([])
  const userId = user?.id
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/staff-alerts', { withCredentials: true })
    source.addEventListener('lead', (event) => {
      const alert = JSON.parse((event as MessageEvent<string>).data) as Alert
      setAlerts((shown) => [alert, ...shown.filter((a) => a.tag !== alert.tag)].slice(0, 3))
      playAlertTone()
      notify(alert)
    })
    return () => source.close()
  }, [userId])
  const [expanded, setExpanded] = useState(false)
  const text = t as unknown as (key: string, vars?: Record<string, unknown>) => string
  const dismiss = (tag: string) => setAlerts((shown) => shown.filter((a) => a.tag !== tag))
  // One line per alert and, stacked, only the newest until asked: on a phone the alerts take a
  // strip at the bottom, never a third of the screen over the lead the agent is working.
  const shown = expanded ? alerts : alerts.slice(0, 1)
  return (
    <>
      {children}
      {alerts.length ? (
        <div className="staff-live-alerts">
          {shown.map((alert) => (
            <div key={alert.tag} role="alert" className="staff-live-alert">
              <Link
                href={alert.url}
                className="staff-live-alert__link"
                aria-label={`${text('staff:alertOpenLead')}: ${alert.title} ${alert.body}`}
              >
                <strong>{alert.title}</strong> {alert.body}
              </Link>
              <button
                type="button"
                className="staff-live-alert__button"
                aria-label={`${text('staff:alertDismiss')}: ${alert.title}`}
                onClick={() => dismiss(alert.tag)}
              >
                ×
              </button>
            </div>
          ))}
          {alerts.length > 1 ? (
            <div className="staff-live-alerts__more">
              <button
                type="button"
                className="staff-live-alert__button"
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded
                  ? text('staff:alertFewer')
                  : text('staff:alertMore', { count: alerts.length - 1 })}
              </button>
              <button
                type="button"
                className="staff-live-alert__button"
                onClick={() => {
                  setAlerts([])
                  setExpanded(false)
                }}
              >
                {text('staff:alertDismissAll')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
