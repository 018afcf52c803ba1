import type { CollectionConfig } from 'payload'
import { isLeadWorker } from '@/lib/access/roles'
import { label, labels, selectOptions } from '@/lib/admin-label'
import { leadsAdmin } from '@/lib/access/leads-desk'
import { requestPaymentEndpoint } from './request-endpoint'

export const paymentStatuses = ['pending', 'paid', 'expired', 'refunded'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/**
 * A fee a client was asked to pay online (Stripe Checkout) and what Stripe said of it. Only the
 * site's own code writes it (startCheckout, the signed webhook): no role creates, edits or
 * deletes a payment through the admin or the REST API; agents and admins read it, on record.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: labels(label('Pago', 'Payment'), label('Pagos', 'Payments')),
  admin: leadsAdmin(['lead', 'kind', 'amountCents', 'status', 'createdAt']),
  access: { read: isLeadWorker, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  endpoints: [requestPaymentEndpoint],
  fields: [
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      required: true,
      label: label('Prospecto', 'Lead'),
      admin: { components: { Cell: '/features/leads/admin/LeadLabel#LeadLabelCell' } },
    },
    // The engagement letter it pays for (its id; the letters live in their own collection).
    {
      name: 'engagement',
      type: 'text',
      index: true,
      label: label('Carta de compromiso', 'Engagement letter'),
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: selectOptions({
        earned: label('Honorario ganado al recibirse', 'Fee earned on receipt'),
        advance: label('Anticipo (cuenta fiduciaria)', 'Advance fee (trust account)'),
      }),
      label: label('Tipo', 'Kind'),
    },
    {
      name: 'amountCents',
      type: 'number',
      required: true,
      label: label('Importe (centavos)', 'Amount (cents)'),
    },
    {
      name: 'currency',
      type: 'text',
      required: true,
      defaultValue: 'usd',
      label: label('Moneda', 'Currency'),
    },
    { name: 'description', type: 'text', label: label('Concepto', 'Description') },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: selectOptions({
        pending: label('Pendiente', 'Pending'),
        paid: label('Pagado', 'Paid'),
        expired: label('Vencido', 'Expired'),
        refunded: label('Reembolsado', 'Refunded'),
      }),
      label: label('Estado', 'Status'),
    },
    {
      name: 'checkoutSession',
      type: 'text',
      required: true,
      unique: true,
      label: label('Sesión de pago de Stripe', 'Stripe Checkout Session'),
    },
    {
      name: 'paymentIntent',
      type: 'text',
      index: true,
      label: label('Intento de pago', 'Payment intent'),
    },
    { name: 'receiptUrl', type: 'text', label: label('Recibo', 'Receipt') },
    { name: 'paidAt', type: 'date', label: label('Pagado el', 'Paid at') },
    {
      name: 'processedEvents',
      type: 'json',
      label: label('Eventos de Stripe procesados', 'Stripe events handled'),
    },
  ],
}
