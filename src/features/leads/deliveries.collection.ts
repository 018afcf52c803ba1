import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadWorker, worksLeads } from '@/lib/access/roles'
import { retryDeliveryEndpoint } from './retry-endpoint'

/**
 * The outbox: one row per lead and channel (e-mail, webhook). A worker sends pending rows and
 * retries failures with backoff; failures stay visible here with their last error.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  labels: {
    singular: { es: 'Entrega', en: 'Delivery' },
    plural: { es: 'Entregas', en: 'Deliveries' },
  },
  admin: {
    group: { es: 'Prospectos', en: 'Leads' },
    hidden: ({ user }) => !worksLeads(user),
    defaultColumns: ['lead', 'channel', 'status', 'attempts', 'lastError', 'nextAttemptAt'],
  },
  endpoints: [retryDeliveryEndpoint],
  access: { read: isLeadWorker, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'channel', type: 'select', options: ['email', 'webhook'], required: true },
    {
      name: 'status',
      type: 'select',
      options: ['pending', 'delivered', 'failed'],
      defaultValue: 'pending',
      required: true,
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'lockedUntil', type: 'date' },
    { name: 'lastError', type: 'textarea' },
    { name: 'deliveredAt', type: 'date' },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
  ],
}
