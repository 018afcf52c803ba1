import type { CollectionConfig } from 'payload'
import { isLeadWorker } from '@/lib/access/roles'
import { label, labels, selectOptions } from '@/lib/admin-label'
import { leadsAdmin } from '@/lib/access/leads-desk'

/**
 * Every text the firm sent a visitor or received from one, on its lead, as evidence: only the
 * site's own code writes it (local API with overrideAccess); no role creates, edits or deletes
 * a text through the admin or the REST API. The delivery status follows Twilio's status callback.
 */
export const LeadTexts: CollectionConfig = {
  slug: 'lead-texts',
  labels: labels(label('Mensaje de texto', 'Text message'), label('Mensajes de texto', 'Texts')),
  admin: leadsAdmin(['lead', 'direction', 'phone', 'kind', 'status', 'createdAt']),
  access: { read: isLeadWorker, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      label: label('Prospecto', 'Lead'),
      admin: { components: { Cell: '/features/leads/admin/LeadLabel#LeadLabelCell' } },
    },
    {
      name: 'direction',
      type: 'select',
      required: true,
      options: selectOptions({
        out: label('Enviado', 'Sent'),
        in: label('Recibido', 'Received'),
      }),
      label: label('Dirección', 'Direction'),
    },
    {
      name: 'channel',
      type: 'select',
      required: true,
      defaultValue: 'sms',
      options: selectOptions({
        sms: label('SMS', 'SMS'),
        whatsapp: label('WhatsApp', 'WhatsApp'),
        email: label('Correo', 'E-mail'),
      }),
      label: label('Canal', 'Channel'),
    },
    {
      name: 'phone',
      type: 'text',
      index: true,
      label: label('Teléfono o correo', 'Phone or e-mail'),
    },
    { name: 'body', type: 'textarea', required: true, label: label('Texto', 'Text') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: selectOptions({
        'auto-reply': label('Respuesta automática', 'Auto-reply'),
        'opt-out': label('Confirmación de baja', 'Opt-out confirmation'),
        'opt-in': label('Confirmación de alta', 'Opt-in confirmation'),
        help: label('Ayuda', 'Help'),
        'revocation-check': label(
          '¿Pidió no recibir más mensajes? (pregunta única)',
          'Did you ask to stop texts? (one question)',
        ),
        inbound: label('Mensaje del cliente', "Client's message"),
        'agent-reply': label('Respuesta del agente', "Agent's answer"),
        booking: label(
          'Cita (confirmación o recordatorio)',
          'Booked call (confirmation, reminder)',
        ),
        engagement: label(
          'Contrato (enlace para firmar, recordatorio)',
          'Engagement letter (link to sign, reminder)',
        ),
      }),
      label: label('Tipo', 'Kind'),
    },
    {
      name: 'sentBy',
      type: 'relationship',
      relationTo: 'users',
      label: label('Enviado por', 'Sent by'),
    },
    {
      name: 'providerId',
      type: 'text',
      index: true,
      label: label('Id del proveedor', 'Provider id'),
    },
    {
      name: 'status',
      type: 'text',
      label: label('Estado de entrega', 'Delivery status'),
      // Stored as Twilio reports it (evidence); the list reads it in the admin's language.
      admin: { components: { Cell: '/features/leads/admin/TextStatusCell#TextStatusCell' } },
    },
  ],
}
