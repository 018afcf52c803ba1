import { staffDateTime } from '@/lib/payload/staff-date'
import type { CollectionConfig } from 'payload'
import { isAdmin, isLeadWorker, never } from '@/lib/access/roles'
import { label, labels, selectOptions } from '@/lib/admin-label'
import { leadsAdmin } from '@/lib/access/leads-desk'
import { afterBookingStatus } from './no-show'

/**
 * A free call booked by a visitor. `slotKey` ("<agent>@<start ISO>") is UNIQUE in the database
 * while the call holds its slot and emptied (NULL) when it is cancelled: two instances booking
 * one agent at one time cannot both succeed, whatever they read before (no check-then-insert).
 * Staff only mark the outcome (done, no-show); times change through the visitor's manage link.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: labels(label('Cita', 'Booked call'), label('Citas', 'Booked calls')),
  admin: {
    ...leadsAdmin(['start', 'agent', 'lead', 'status']),
    components: { beforeListTable: ['/features/booking/admin/CalendarLink#CalendarListLink'] },
  },
  defaultSort: 'start',
  access: { read: isLeadWorker, create: () => false, update: isLeadWorker, delete: isAdmin },
  hooks: { afterChange: [afterBookingStatus] },
  fields: [
    {
      type: 'relationship',
      relationTo: 'leads',
      name: 'lead',
      access: { update: never },
      label: label('Prospecto', 'Lead'),
      index: true,
      required: true,
      admin: { components: { Cell: '/features/leads/admin/LeadLabel#LeadLabelCell' } },
    },
    {
      name: 'agent',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: label('Agente', 'Agent'),
      access: { update: never },
    },
    {
      name: 'start',
      type: 'date',
      required: true,
      index: true,
      label: label('Inicio', 'Start'),
      admin: staffDateTime,
      access: { update: never },
    },
    {
      name: 'end',
      type: 'date',
      required: true,
      label: label('Fin', 'End'),
      admin: staffDateTime,
      access: { update: never },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      index: true,
      options: selectOptions({
        booked: label('Agendada', 'Booked'),
        cancelled: label('Cancelada', 'Cancelled'),
        done: label('Realizada', 'Done'),
        'no-show': label('No se presentó', 'No-show'),
      }),
      label: label('Estado', 'Status'),
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      label: label('Zona horaria del cliente', "The client's time zone"),
      access: { update: never },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: selectOptions({ es: label('Español', 'Spanish'), en: label('Inglés', 'English') }),
      label: label('Idioma', 'Language'),
      access: { update: never },
    },
    {
      name: 'slotKey',
      type: 'text',
      unique: true,
      label: label('Espacio ocupado', 'Slot held'),
      admin: { readOnly: true, hidden: true },
      access: { update: never },
    },
  ],
}
