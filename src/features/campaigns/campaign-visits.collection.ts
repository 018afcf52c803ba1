import type { CollectionConfig } from 'payload'
import { never } from '@/lib/access/roles'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { campaignAccess } from './access'

const noOne = () => false

/**
 * Visits of each campaign page per day (the firm's day), counted by the page's beacon
 * (POST /api/visit): a page, a day and a count. No visitor, address or cookie is recorded.
 * Written only by the site's counter (one atomic upsert), read by staff.
 */
export const CampaignVisits: CollectionConfig = {
  slug: 'campaign-visits',
  labels: labels(
    label('Visitas de página de campaña', 'Campaign page visits'),
    label('Visitas de páginas de campaña', 'Campaign page visits'),
  ),
  admin: {
    group: adminGroups.pages,
    defaultColumns: ['page', 'day', 'count'],
    description: label(
      'Visitas contadas por día, sin cookies ni datos del visitante. Solo el sitio las escribe.',
      'Visits counted per day, without cookies or visitor data. Only the site writes them.',
    ),
  },
  access: {
    read: campaignAccess.read,
    create: noOne,
    update: noOne,
    delete: campaignAccess.delete,
  },
  indexes: [{ fields: ['page', 'day'], unique: true }],
  fields: [
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      // Not required: a deleted page leaves its past counts (set to no page) instead of failing.
      label: label('Página de campaña', 'Campaign page'),
      access: { create: never, update: never },
    },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      label: label('Día', 'Day'),
      access: { create: never, update: never },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: label('Visitas', 'Visits'),
      access: { create: never, update: never },
    },
  ],
}
