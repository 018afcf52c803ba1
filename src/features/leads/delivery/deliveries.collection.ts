import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { label, labels, selectOptions } from '@/lib/admin-label'
import { leadsAdmin } from '../pipeline/lead-admin'
import { retryDeliveryEndpoint } from './retry-endpoint'

/**
 * The outbox: one row per lead and channel (e-mail, webhook). A worker sends pending rows and
 * retries failures with backoff; failures stay visible here with their last error.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  labels: labels(label('Entrega', 'Delivery'), label('Entregas', 'Deliveries')),
  admin: leadsAdmin(['lead', 'channel', 'status', 'attempts', 'lastError', 'nextAttemptAt']),
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
      options: selectOptions({
        email: label('Correo', 'E-mail'),
        webhook: label('Webhook', 'Webhook'),
      }),
      required: true,
      label: label('Canal', 'Channel'),
    },
    {
      name: 'status',
      type: 'select',
      options: selectOptions({
        pending: label('Pendiente', 'Pending'),
        delivered: label('Entregada', 'Delivered'),
        failed: label('Fallida', 'Failed'),
      }),
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
