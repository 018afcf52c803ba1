import type { Field } from 'payload'
import { isLeadWorkerField, never } from '@/lib/access/roles'
import { label, type AdminText } from '@/lib/admin-label'

export const leadStatuses = [
  'new',
  'contacted',
  'qualified',
  'retained',
  'not-qualified',
  'spam',
  'merged',
] as const
export type LeadStatus = (typeof leadStatuses)[number]

const statusLabels: Record<LeadStatus, { es: string; en: string }> = {
  new: { es: 'Nuevo', en: 'New' },
  contacted: { es: 'Contactado', en: 'Contacted' },
  qualified: { es: 'Calificado', en: 'Qualified' },
  retained: { es: 'Contratado', en: 'Retained' },
  'not-qualified': { es: 'No califica', en: 'Not qualified' },
  spam: { es: 'Spam', en: 'Spam' },
  merged: { es: 'Fusionado', en: 'Merged' },
}

/**
 * Inbox order (ascending): new and unassigned first, then new and assigned, then worked leads.
 * A waiting lead's rank carries its arrival as a fraction (ms / 1e13, under 1 until 2286), so the
 * longest waiting comes first; worked leads tie and fall back to newest first (Payload's
 * `-createdAt`).
 */
export function queueRank(
  status: string | null | undefined,
  assigned: unknown,
  receivedAt?: string | null,
): number {
  if (status && status !== 'new') return 2
  const arrival = receivedAt ? Date.parse(receivedAt) : NaN
  return (assigned ? 1 : 0) + (Number.isFinite(arrival) ? arrival / 1e13 : 0)
}

const pipelineAccess = { create: never, update: isLeadWorkerField }
const firmDateField = '/features/leads/admin/FirmDate#FirmDateField'
const systemAccess = { create: never, update: never }

/** A value the pipeline's hooks keep for search and the inbox order: indexed, never shown. */
const systemField = (name: string, type: 'text' | 'number', text: AdminText) =>
  ({ name, type, index: true, label: text, access: systemAccess, admin: { hidden: true } }) as Field

/** The intake pipeline staff work on a lead: who has it, where it stands, what happened. */
export const pipelineFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'status',
        type: 'select',
        label: { es: 'Estado', en: 'Status' },
        required: true,
        defaultValue: 'new',
        index: true,
        options: leadStatuses.map((value) => ({ value, label: statusLabels[value] })),
        access: pipelineAccess,
        admin: { components: { Cell: '/features/leads/admin/StatusCell#StatusCell' } },
      },
      {
        name: 'assignedTo',
        type: 'relationship',
        relationTo: 'users',
        label: { es: 'Asignado a', en: 'Assigned to' },
        index: true,
        access: pipelineAccess,
        // Only lead workers can take a lead: editors never read one.
        filterOptions: { roles: { in: ['agent', 'admin'] } },
        admin: {
          // Staff accounts are made by admins in Staff, not from a lead.
          allowCreate: false,
          components: {
            Cell: '/features/leads/admin/AssigneeName#AssigneeCell',
            afterInput: ['/features/leads/admin/AssigneeName#AssigneeNote'],
          },
        },
      },
      {
        name: 'firstContactAt',
        type: 'date',
        label: { es: 'Primer contacto', en: 'First contact' },
        index: true,
        access: systemAccess,
        admin: {
          readOnly: true,
          components: { Field: firmDateField },
          description: {
            es: 'Se registra sola la primera vez que el estado deja «Nuevo».',
            en: 'Recorded the first time the status leaves New.',
          },
        },
      },
    ],
  },
  {
    // The client's newest text and when the lead's page last showed it: the inbox marks the
    // lead as unread between the two. Written by the site alone.
    name: 'clientTextAt',
    type: 'date',
    index: true,
    label: { es: 'Último mensaje del cliente', en: "Client's latest text" },
    access: systemAccess,
    admin: { hidden: true },
  },
  {
    name: 'clientTextSeenAt',
    type: 'date',
    label: { es: 'Mensaje del cliente visto', en: "Client's text seen" },
    access: systemAccess,
    admin: { hidden: true },
  },
  {
    name: 'duplicateOf',
    type: 'relationship',
    relationTo: 'leads',
    label: { es: 'Posible duplicado de', en: 'Possible duplicate of' },
    access: systemAccess,
    admin: {
      readOnly: true,
      components: { Field: '/features/leads/admin/DuplicateNotice#DuplicateNotice' },
    },
  },
  {
    name: 'note',
    type: 'textarea',
    virtual: true,
    label: { es: 'Añadir una nota al historial', en: 'Add a note to the history' },
    access: { create: never, update: isLeadWorkerField },
    admin: {
      // Payload makes a virtual field read-only unless told otherwise; staff write notes here.
      readOnly: false,
      description: {
        es: 'Las correcciones de datos del cliente también van aquí: lo que envió no se modifica.',
        en: "Corrections to the client's details go here too: what they sent is never changed.",
      },
    },
  },
  {
    name: 'history',
    type: 'array',
    label: { es: 'Historial', en: 'History' },
    labels: {
      singular: { es: 'Actividad', en: 'Activity' },
      plural: { es: 'Actividades', en: 'Activities' },
    },
    access: systemAccess,
    admin: { readOnly: true, initCollapsed: false },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'at',
            type: 'date',
            label: { es: 'Fecha', en: 'Time' },
            admin: { components: { Field: firmDateField } },
          },
          { name: 'by', type: 'text', label: { es: 'Autor', en: 'Author' } },
          {
            name: 'action',
            type: 'select',
            label: { es: 'Tipo', en: 'Kind' },
            options: [
              { value: 'status', label: { es: 'Estado', en: 'Status' } },
              { value: 'assignment', label: { es: 'Asignación', en: 'Assignment' } },
              { value: 'note', label: { es: 'Nota', en: 'Note' } },
              { value: 'follow-up', label: { es: 'Seguimiento', en: 'Follow-up' } },
              { value: 'call', label: { es: 'Llamada', en: 'Call' } },
              { value: 'retained', label: { es: 'Contratado', en: 'Retained' } },
              { value: 'merge', label: { es: 'Fusión', en: 'Merge' } },
            ],
          },
        ],
      },
      {
        name: 'detail',
        type: 'textarea',
        label: { es: 'Detalle', en: 'Detail' },
        admin: { components: { Field: '/features/leads/admin/HistoryDetail#HistoryDetail' } },
      },
    ],
  },
  systemField('phoneDigits', 'text', label('Teléfono (solo dígitos)', 'Phone (digits only)')),
  systemField('nameFolded', 'text', label('Nombre', 'Name')),
  systemField('queue', 'number', label('Orden de bandeja', 'Inbox order')),
  {
    name: 'loggedBy',
    type: 'relationship',
    relationTo: 'users',
    label: { es: 'Registrado por', en: 'Logged by' },
    access: systemAccess,
    admin: {
      readOnly: true,
      condition: (data) => Boolean(data?.loggedBy),
      description: {
        es: 'Miembro del equipo que registró el prospecto (formulario de redes sociales).',
        en: 'Staff member who logged the lead (social-media form).',
      },
    },
  },
]
