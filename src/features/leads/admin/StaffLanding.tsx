import type { I18n } from '@payloadcms/translations'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'
import { adminSessionUser } from '@/lib/access/admin-session'
import { hasRole, worksLeads } from '@/lib/access/roles'
import { AlertsToggle } from './AlertsToggle'
import { staffText } from './staff-text'

/**
 * Before the admin dashboard: an agent's first screen is the leads inbox (new and unassigned
 * first), so agents go straight there; admins get links to the inbox and the figures.
 */
export async function StaffLanding({ payload, i18n }: { payload: Payload; i18n: I18n }) {
  const user = await adminSessionUser(payload)
  if (!worksLeads(user)) return null
  if (!hasRole(user, 'admin')) redirect('/admin/collections/leads')
  return (
    <>
      <nav
        aria-label={staffText(i18n, 'staff:openInbox')}
        style={{ display: 'flex', gap: '1.5rem', marginBottom: '1rem' }}
      >
        <Link href="/admin/collections/leads">{staffText(i18n, 'staff:openInbox')}</Link>
        <Link href="/admin/lead-dashboard">{staffText(i18n, 'staff:openDashboard')}</Link>
      </nav>
      <AlertsToggle user={user as never} i18n={i18n} />
    </>
  )
}
