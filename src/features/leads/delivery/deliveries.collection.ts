import { staffDateTime } from '@/lib/payload/staff-date'
import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { label, labels, selectOptions } from '@/lib/admin-label'
import { leadsAdmin } from '@/lib/access/leads-desk'
import { retryDeliveryEndpoint } from './retry-endpoint'

/**
 * The outbox: the durable work of a lead. One row per lead and firm channel (e-mail, webhook),
 * and one per text, alert, escalation step or reminder, each due at its `nextAttemptAt`: a timer
 * is a row, so it survives a restart and one instance takes it (outbox-claim.ts). A worker sends
 * due rows and retries failures with backoff; failures stay visible here with their last error.
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
      admin: { components: { Cell: '/features/leads/admin/LeadLabel#LeadLabelCell' } },
    },
    {
      name: 'channel',
      type: 'select',
      options: selectOptions({
        email: label('Correo', 'E-mail'),
        webhook: label('Webhook', 'Webhook'),
        'visitor-sms': label('SMS al cliente', 'Text to the client'),
        'visitor-whatsapp': label('WhatsApp al cliente', 'WhatsApp to the client'),
        'visitor-email': label('Correo al cliente', 'E-mail to the client'),
        'agent-alert': label('Alerta al agente', 'Agent alert'),
        escalation: label('Escalamiento', 'Escalation'),
        'follow-up': label('Recordatorio de seguimiento', 'Follow-up reminder'),
        'lead-event': label('Evento al webhook', 'Webhook event'),
        'booking-confirmation': label('Confirmación de cita', 'Call booking confirmation'),
        'booking-reminder': label('Recordatorio de cita', 'Call reminder'),
        'engagement-link': label('Contrato para firmar', 'Engagement letter to sign'),
        'engagement-reminder': label('Recordatorio del contrato', 'Engagement letter reminder'),
      }),
      required: true,
      index: true,
      label: label('Canal', 'Channel'),
    },
    {
      name: 'target',
      type: 'text',
      index: true,
      label: label('Destino', 'Target'),
      admin: { description: label('Agente, teléfono o evento', 'Agent, phone or event') },
    },
    { name: 'data', type: 'json', label: label('Datos', 'Data') },
    {
      name: 'status',
      type: 'select',
      options: selectOptions({
        pending: label('Pendiente', 'Pending'),
        delivered: label('Entregada', 'Delivered'),
        failed: label('Fallida', 'Failed'),
        skipped: label('Omitida', 'Skipped'),
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
      admin: staffDateTime,
    },
    {
      name: 'lockedUntil',
      type: 'date',
      label: label('Reservada hasta', 'Claimed until'),
      admin: staffDateTime,
    },
    {
      name: 'attemptsAtRetry',
      type: 'number',
      defaultValue: 0,
      label: label('Intentos antes de reintentar a mano', 'Attempts before the manual retry'),
      admin: { readOnly: true },
    },
    { name: 'lastError', type: 'textarea', label: label('Último error', 'Last error') },
    { name: 'result', type: 'text', label: label('Resultado', 'Result') },
    {
      name: 'deliveredAt',
      type: 'date',
      label: label('Entregada el', 'Delivered at'),
      admin: staffDateTime,
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
