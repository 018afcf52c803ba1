import { staffDateTime } from '@/lib/payload/staff-date'
import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin } from '@/lib/access/roles'
import { adminGroups, label, labels, selectOptions } from '@/lib/admin-label'

export const auditActions = [
  'view',
  'export',
  'status',
  'assignment',
  'login',
  'login.password',
  'login.second-factor',
  'login-failed',
  'two-factor-burst',
  'unlock',
  'setup',
  'read',
  'delete',
  'retention',
  'forget',
  'two-factor-reset',
  'download',
  'payment',
] as const
export type AuditAction = (typeof auditActions)[number]

const readOnly = { readOnly: true }

/**
 * Who viewed, exported and changed which leads, and every staff login. Append-only: only the
 * site's own code writes events (record.ts, through the database with a unique `seq` and
 * `prevHash`); no role, admins included, creates, edits or deletes one through the admin or
 * the REST API. Each event carries the previous one's hash (chain.mjs; `npm run audit:verify`).
 * The lead is kept as a number, not a relationship: an event outlives a deleted lead.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: labels(label('Evento de auditoría', 'Audit event'), label('Auditoría', 'Audit trail')),
  admin: {
    group: adminGroups.staff,
    hidden: ({ user }) => !hasRole(user as never, 'admin'),
    defaultColumns: ['at', 'action', 'user', 'lead', 'ip'],
    useAsTitle: 'action',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  defaultSort: '-seq',
  fields: [
    {
      name: 'seq',
      type: 'number',
      required: true,
      unique: true,
      label: label('Número', 'Number'),
      admin: readOnly,
    },
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      label: label('Fecha', 'When'),
      admin: { ...readOnly, ...staffDateTime },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: label('Acción', 'Action'),
      options: selectOptions({
        view: label('Vio un prospecto', 'Viewed a lead'),
        export: label('Exportó prospectos', 'Exported leads'),
        status: label('Cambió el estado', 'Changed the status'),
        assignment: label('Cambió la asignación', 'Changed the assignment'),
        login: label('Inició sesión', 'Logged in'),
        'login.password': label(
          'Contraseña aceptada (primer paso)',
          'Password accepted (first step)',
        ),
        'login.second-factor': label(
          'Pasó la verificación en dos pasos',
          'Passed two-step verification',
        ),
        'login-failed': label('Inicio de sesión fallido', 'Failed login'),
        'two-factor-burst': label(
          'Ráfaga de códigos de verificación fallidos',
          'Burst of failed verification codes',
        ),
        unlock: label('Desbloqueó una cuenta', 'Unlocked an account'),
        setup: label('Creó la primera cuenta de administrador', 'Created the first admin account'),
        read: label('Consultó una lista de registros', 'Read a list of records'),
        delete: label('Eliminó un registro', 'Deleted a record'),
        retention: label('Retención de datos', 'Data retention'),
        forget: label('Olvidar a esta persona', 'Forget this person'),
        'two-factor-reset': label(
          'Reinició la verificación en dos pasos',
          'Reset two-step verification',
        ),
        download: label('Descargó un documento del cliente', "Downloaded a client's document"),
        payment: label('Pago en línea (Stripe)', 'Online payment (Stripe)'),
      }),
      admin: readOnly,
    },
    { name: 'user', type: 'text', label: label('Usuario', 'User'), admin: readOnly },
    { name: 'userId', type: 'number', label: label('Id del usuario', 'User id'), admin: readOnly },
    {
      name: 'lead',
      type: 'number',
      index: true,
      label: label('Prospecto', 'Lead'),
      admin: {
        ...readOnly,
        components: { Cell: '/features/leads/admin/LeadLabel#LeadLabelCell' },
      },
    },
    { name: 'ip', type: 'text', label: label('IP', 'IP'), admin: readOnly },
    { name: 'details', type: 'json', label: label('Detalles', 'Details'), admin: readOnly },
    {
      name: 'prevHash',
      type: 'text',
      required: true,
      unique: true,
      label: label('Hash anterior', 'Previous hash'),
      admin: readOnly,
    },
    { name: 'hash', type: 'text', required: true, label: label('Hash', 'Hash'), admin: readOnly },
  ],
}
