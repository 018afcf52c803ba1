import type { CollectionConfig } from 'payload'
import { isLeadWorker } from '@/lib/access/roles'
import { label, labels, selectOptions } from '@/lib/admin-label'
import { leadsAdmin } from '@/lib/access/leads-desk'

/**
 * The SMS consent record of each number, one row per change (never edited): the latest row of
 * a number says whether it may be texted. Read-only evidence, written only by the site's code.
 */
export const SmsOptOuts: CollectionConfig = {
  slug: 'sms-opt-outs',
  labels: labels(label('Baja de SMS', 'SMS opt-out'), label('Bajas de SMS', 'SMS opt-outs')),
  admin: leadsAdmin(['phone', 'action', 'via', 'keyword', 'createdAt']),
  access: { read: isLeadWorker, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'phone',
      type: 'text',
      required: true,
      index: true,
      label: label('Teléfono (E.164)', 'Phone (E.164)'),
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: selectOptions({
        'opt-out': label('Se dio de baja', 'Opted out'),
        'opt-in': label('Se suscribió de nuevo', 'Opted in again'),
      }),
      label: label('Cambio', 'Change'),
    },
    {
      name: 'via',
      type: 'select',
      required: true,
      options: selectOptions({
        keyword: label('Palabra clave por SMS', 'Keyword by text'),
        reply: label('Respuesta por SMS con otras palabras', 'Text reply in other words'),
        'web-form': label('Formulario del sitio', 'Web form'),
        'phone-call': label('Lo pidió por teléfono', 'Asked by phone'),
      }),
      label: label('Medio', 'How'),
    },
    { name: 'keyword', type: 'text', label: label('Palabra recibida', 'Keyword received') },
    {
      // The evidence of the request: what the person wrote (or what staff noted of the call).
      name: 'message',
      type: 'textarea',
      label: label('Mensaje o nota', 'Message or note'),
    },
    {
      name: 'recordedBy',
      type: 'relationship',
      relationTo: 'users',
      label: label('Registrado por', 'Recorded by'),
      admin: {
        description: label(
          'Vacío cuando lo registró el sitio (SMS o formulario).',
          'Empty when the site recorded it (text or form).',
        ),
      },
    },
  ],
}
