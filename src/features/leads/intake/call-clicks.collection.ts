import { staffDateTime } from '@/lib/payload/staff-date'
import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { label, labels } from '@/lib/admin-label'
import { leadsAdmin } from '@/lib/access/leads-desk'

/** Clicks on the firm's phone links (the spec's track-call event). */
export const CallClicks: CollectionConfig = {
  slug: 'call-clicks',
  labels: labels(
    label('Clic en teléfono', 'Call click'),
    label('Clics en teléfono', 'Call clicks'),
  ),
  admin: leadsAdmin(['pagePath', 'clickedAt', 'source']),
  access: { read: isLeadWorker, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-clickedAt',
  fields: [
    { name: 'pagePath', type: 'text', label: label('Página', 'Page') },
    { name: 'source', type: 'text', label: label('Fuente de campaña', 'Campaign source') },
    {
      name: 'clickedAt',
      type: 'date',
      required: true,
      index: true,
      label: label('Fecha del clic', 'Clicked at'),
      admin: staffDateTime,
    },
    { name: 'ip', type: 'text', label: label('IP', 'IP') },
    { name: 'userAgent', type: 'text', label: label('Navegador', 'User agent') },
  ],
}
