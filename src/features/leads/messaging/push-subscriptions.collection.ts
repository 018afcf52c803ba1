import type { CollectionConfig } from 'payload'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { isAdmin, worksLeads } from '@/lib/access/roles'
import { subscribeEndpoint, unsubscribeEndpoint } from './push-subscribe-endpoint'

const ownOrAdmin = ({ req }: { req: { user?: unknown } }) =>
  isAdmin({ req } as never) ||
  (req.user ? { user: { equals: (req.user as { id: number }).id } } : false)

/**
 * The devices on which a staff member turned lead alerts on (a browser's Web Push
 * subscription). Written only through /subscribe (one row per endpoint); the outbox removes a
 * row when the push service says the subscription is gone.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: labels(label('Dispositivo con avisos', 'Alert device'), label('Dispositivos', 'Devices')),
  admin: {
    group: adminGroups.staff,
    useAsTitle: 'userAgent',
    defaultColumns: ['user', 'userAgent', 'createdAt'],
    hidden: ({ user }) => !worksLeads(user),
  },
  endpoints: [subscribeEndpoint, unsubscribeEndpoint],
  access: { read: ownOrAdmin, create: () => false, update: () => false, delete: ownOrAdmin },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      label: label('Miembro del equipo', 'Staff member'),
    },
    {
      name: 'endpoint',
      type: 'text',
      required: true,
      unique: true,
      label: label('Dirección push', 'Push endpoint'),
    },
    {
      name: 'keys',
      type: 'group',
      label: label('Claves del dispositivo', 'Device keys'),
      fields: [
        {
          name: 'p256dh',
          type: 'text',
          required: true,
          label: label('Clave p256dh', 'p256dh key'),
        },
        { name: 'auth', type: 'text', required: true, label: label('Secreto auth', 'Auth secret') },
      ],
    },
    { name: 'userAgent', type: 'text', label: label('Navegador', 'Browser') },
  ],
}
