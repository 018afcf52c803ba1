'use client'
import { useEffect, useState } from 'react'
import { BellIcon, beforeText } from '@/ui/icons'

type Texts = Record<
  'turnOn' | 'on' | 'turnOff' | 'blocked' | 'noPush' | 'tabOnly' | 'failed',
  string
>
type Props = { publicKey: string | null; texts: Texts }
type State = 'idle' | 'on' | 'busy' | 'blocked' | 'noPush' | 'tabOnly' | 'failed'

const swScope = '/admin'

function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(raw, (char) => char.charCodeAt(0))
}

const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window

async function currentSubscription() {
  if (!pushSupported()) return null
  const registration = await navigator.serviceWorker.getRegistration(swScope)
  return (await registration?.pushManager.getSubscription()) ?? null
}

async function post(path: string, subscription: PushSubscription) {
  const response = await fetch(`/cms/api/push-subscriptions/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
}

/**
 * "Turn on alerts on this device": asks for notification permission, registers the staff
 * service worker and a Web Push subscription, and gives it to the server for the signed-in agent.
 */
export function AlertsToggle({ publicKey, texts }: Props) {
  const [state, setState] = useState<State>('idle')
  useEffect(() => {
    const blocked = typeof Notification !== 'undefined' && Notification.permission === 'denied'
    currentSubscription()
      .then((subscription) => {
        if (blocked) setState('blocked')
        else if (subscription) setState('on')
      })
      .catch(() => undefined)
  }, [])

  async function turnOn() {
    setState('busy')
    try {
      if (typeof Notification === 'undefined') return setState('noPush')
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') return setState('blocked')
      if (!pushSupported()) return setState('noPush')
      if (!publicKey) return setState('tabOnly')
      const registration = await navigator.serviceWorker.register('/staff-sw.js', {
        scope: swScope,
      })
      await navigator.serviceWorker.ready
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }))
      await post('subscribe', subscription)
      setState('on')
    } catch {
      setState('failed')
    }
  }

  async function turnOff() {
    setState('busy')
    const subscription = await currentSubscription().catch(() => null)
    if (subscription) {
      await post('unsubscribe', subscription).catch(() => undefined)
      await subscription.unsubscribe().catch(() => undefined)
    }
    setState('idle')
  }

  const note = { blocked: texts.blocked, noPush: texts.noPush, tabOnly: texts.tabOnly }
  return (
    <div className="staff-alerts-toggle" style={{ margin: '1rem 0', maxWidth: '100%' }}>
      {state === 'on' ? (
        <>
          <p role="status" style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
            <BellIcon {...beforeText} />
            {texts.on}
          </p>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={turnOff}
          >
            {texts.turnOff}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          onClick={turnOn}
          disabled={state === 'busy'}
          style={{ whiteSpace: 'normal', textAlign: 'start' }}
        >
          <BellIcon {...beforeText} />
          {texts.turnOn}
        </button>
      )}
      {state in note || state === 'failed' ? (
        <p role="alert" style={{ margin: '0.5rem 0 0', fontSize: '0.85rem' }}>
          {state === 'failed' ? texts.failed : note[state as keyof typeof note]}
        </p>
      ) : null}
    </div>
  )
}
