import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../staff/roles'

/** Clicks on the firm's phone links (the spec's track-call event). */
export const CallClicks: CollectionConfig = {
  slug: 'call-clicks',
  admin: { group: 'Leads', defaultColumns: ['pagePath', 'clickedAt', 'source'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-clickedAt',
  fields: [
    { name: 'pagePath', type: 'text' },
    { name: 'source', type: 'text' },
    { name: 'clickedAt', type: 'date', required: true, index: true },
    { name: 'ip', type: 'text' },
    { name: 'userAgent', type: 'text' },
  ],
}
