'use client'
import { useAuth, useConfig } from '@payloadcms/ui'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

// Admin pages reached before or without a session: never redirected.
const open = /\/(two-factor|login|logout|create-first-user|forgot|reset)(\/|$)/

/**
 * Sends a staff member whose session has not passed a required second factor to
 * /admin/two-factor. Convenience only: the access rules already refuse such a session every
 * lead, delivery, text and audit event.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const {
    config: {
      routes: { admin, api },
    },
  } = useConfig()
  const pathname = usePathname()
  const router = useRouter()
  const userId = user?.id
  useEffect(() => {
    if (userId === undefined || open.test(pathname)) return
    let current = true
    fetch(`${api}/users/two-factor`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((status: { required?: boolean; passed?: boolean } | null) => {
        if (current && status?.required && !status.passed) router.replace(`${admin}/two-factor`)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [userId, pathname, admin, api, router])
  return <>{children}</>
}
