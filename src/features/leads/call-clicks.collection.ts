import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadWorker, worksLeads } from '@/lib/access/roles'

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
    { name: 'pagePath', type: 'text' },
    { name: 'source', type: 'text' },
    { name: 'clickedAt', type: 'date', required: true, index: true },
    { name: 'ip', type: 'text' },
    { name: 'userAgent', type: 'text' },
  ],
}
