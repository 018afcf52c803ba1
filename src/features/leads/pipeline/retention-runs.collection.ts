import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin } from '@/lib/access/roles'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { runRetentionEndpoint } from './retention-endpoints'

/**
 * One row per retention run: the daily run's `key` is its day (UNIQUE), so of several
 * instances only the one whose insert wins runs it; a run that never finished (a crash) is
 * taken over after an hour. Only the site writes rows; admins read them.
 */
export const RetentionRuns: CollectionConfig = {
  slug: 'retention-runs',
  labels: labels(
    label('Ejecución de retención', 'Retention run'),
    label('Ejecuciones de retención', 'Retention runs'),
  ),
  admin: {
    group: adminGroups.staff,
    hidden: ({ user }) => !hasRole(user as never, 'admin'),
    defaultColumns: ['key', 'claimedAt', 'finishedAt', 'spamDeleted', 'anonymized', 'failed'],
    useAsTitle: 'key',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  defaultSort: '-claimedAt',
  endpoints: [runRetentionEndpoint],
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, label: label('Día', 'Day') },
    { name: 'claimedAt', type: 'date', required: true, label: label('Empezó', 'Started') },
    { name: 'finishedAt', type: 'date', label: label('Terminó', 'Finished') },
    { name: 'spamDeleted', type: 'number', label: label('Spam borrado', 'Spam deleted') },
    { name: 'anonymized', type: 'number', label: label('Anonimizados', 'Anonymized') },
    // A lead the run could not delete or anonymize: reported here, the run went on without it.
    { name: 'failed', type: 'number', label: label('Fallidos', 'Failed') },
    {
      name: 'failures',
      type: 'json',
      label: label('Prospectos que fallaron', 'Leads that failed'),
      admin: {
        description: label(
          'Cada prospecto que no se pudo borrar o anonimizar, con el error; se reintenta en la próxima ejecución.',
          'Each lead that could not be deleted or anonymized, with the error; the next run tries again.',
        ),
      },
    },
  ],
}
