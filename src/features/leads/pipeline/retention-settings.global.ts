import type { GlobalConfig } from 'payload'
import { hasRole, isAdmin } from '@/lib/access/roles'
import { adminGroups, label } from '@/lib/admin-label'

/**
 * How long leads are kept, set by admins: spam is deleted after `spamDays`; a lead marked not
 * qualified is anonymized after `notQualifiedMonths` (name, phone, e-mail, message and IP
 * replaced; the lead still counts in the figures); retained clients' leads are kept. The daily
 * run (retention.ts) applies it and records each run in the audit trail.
 */
export const RetentionSettings: GlobalConfig = {
  slug: 'retention-settings',
  label: label('Retención de datos', 'Data retention'),
  admin: { group: adminGroups.staff, hidden: ({ user }) => !hasRole(user as never, 'admin') },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'spamDays',
      type: 'number',
      required: true,
      defaultValue: 30,
      min: 1,
      label: label('Borrar el spam después de (días)', 'Delete spam after (days)'),
    },
    {
      name: 'notQualifiedMonths',
      type: 'number',
      required: true,
      defaultValue: 24,
      min: 1,
      label: label(
        'Anonimizar los prospectos no calificados después de (meses)',
        'Anonymize not-qualified leads after (months)',
      ),
      admin: {
        description: label(
          'Se reemplazan nombre, teléfono, correo, mensaje e IP; el prospecto sigue contando en las cifras. Los clientes contratados se conservan.',
          'Name, phone, e-mail, message and IP are replaced; the lead still counts in the figures. Retained clients are kept.',
        ),
      },
    },
  ],
}
