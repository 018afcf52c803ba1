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
  const text = t as unknown as (key: string) => string
  return (
    <>
      {children}
      {alerts.length ? (
        <div
          className="staff-live-alerts"
          style={{
            position: 'fixed',
            insetInline: '0.75rem',
            bottom: '0.75rem',
            zIndex: 1000,
            display: 'grid',
            gap: '0.5rem',
            maxWidth: '28rem',
            marginInlineStart: 'auto',
          }}
        >
          {alerts.map((alert) => (
            <div
              key={alert.tag}
              role="alert"
              style={{
                background: 'var(--theme-elevation-900)',
                color: 'var(--theme-elevation-0)',
                borderRadius: '0.5rem',
                padding: '0.75rem 1rem',
                boxShadow: '0 4px 16px rgba(0,0,0,0.3)',
              }}
            >
              <strong style={{ display: 'block' }}>{alert.title}</strong>
              <span style={{ display: 'block', margin: '0.25rem 0 0.5rem' }}>{alert.body}</span>
              <span style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
                <Link href={alert.url} style={{ color: 'inherit', fontWeight: 600 }}>
                  {text('staff:alertOpenLead')}
                </Link>
                <button
                  type="button"
                  onClick={() => setAlerts((shown) => shown.filter((a) => a.tag !== alert.tag))}
                  style={{
                    color: 'inherit',
                    background: 'none',
                    border: 0,
                    textDecoration: 'underline',
                    cursor: 'pointer',
                  }}
                >
                  {text('staff:alertDismiss')}
                </button>
              </span>
            </div>
          ))}
        </div>
      ) : null}
    </>
  )
}
