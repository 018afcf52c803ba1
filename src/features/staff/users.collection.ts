import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, isStaff, staffRoles } from './roles'

/** Staff accounts: admins manage everything, editors publish content, agents work the leads. */
export const Users: CollectionConfig = {
  slug: 'users',
  // The staff session cookie is `Secure` when the site is served over https (SITE_URL).
  auth: { cookies: { secure: process.env.SITE_URL?.startsWith('https://') ?? false } },
  admin: { useAsTitle: 'email', group: 'Staff' },
  access: {
    read: isStaff,
    create: isAdmin,
    update: ({ req, id }) => isAdmin({ req }) || req.user?.id === id,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['agent'],
      options: staffRoles.map((role) => ({ label: role, value: role })),
      access: { update: isAdminField, create: isAdminField },
    },
  ],
}
