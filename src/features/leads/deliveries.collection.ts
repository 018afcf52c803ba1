import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadWorker, worksLeads } from '@/lib/access/roles'
import { label } from '@/lib/admin-label'
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
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      required: true,
      index: true,
      label: label('Prospecto', 'Lead'),
    },
    {
      name: 'channel',
      type: 'select',
      options: [
        { value: 'email', label: label('Correo', 'E-mail') },
        { value: 'webhook', label: label('Webhook', 'Webhook') },
      ],
      required: true,
      label: label('Canal', 'Channel'),
    },
    {
      name: 'status',
      type: 'select',
      options: [
        { value: 'pending', label: label('Pendiente', 'Pending') },
        { value: 'delivered', label: label('Entregada', 'Delivered') },
        { value: 'failed', label: label('Fallida', 'Failed') },
      ],
      label: label('Estado', 'Status'),
      defaultValue: 'pending',
      required: true,
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: label('Intentos', 'Attempts') },
    {
      name: 'nextAttemptAt',
      type: 'date',
      index: true,
      label: label('Próximo intento', 'Next attempt'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lockedUntil',
      type: 'date',
      label: label('Reservada hasta', 'Claimed until'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'textarea', label: label('Último error', 'Last error') },
    {
      name: 'deliveredAt',
      type: 'date',
      label: label('Entregada el', 'Delivered at'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      label: label('Clave de idempotencia', 'Idempotency key'),
    },
  ],
}
