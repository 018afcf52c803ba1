import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadWorker, worksLeads } from '@/lib/access/roles'
import { label } from '@/lib/admin-label'

/** Clicks on the firm's phone links (the spec's track-call event). */
export const CallClicks: CollectionConfig = {
  slug: 'call-clicks',
  labels: {
    singular: { es: 'Clic en teléfono', en: 'Call click' },
    plural: { es: 'Clics en teléfono', en: 'Call clicks' },
  },
  admin: {
    group: { es: 'Prospectos', en: 'Leads' },
    hidden: ({ user }) => !worksLeads(user),
    defaultColumns: ['pagePath', 'clickedAt', 'source'],
  },
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
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'ip', type: 'text', label: label('IP', 'IP') },
    { name: 'userAgent', type: 'text', label: label('Navegador', 'User agent') },
  ],
}
