import type { CollectionConfig } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { adminGroups } from '@/lib/admin-label'

/** Where a lead collection sits in the admin: the Leads group, out of editors' sight. */
export const leadsAdmin = (defaultColumns: string[]) =>
  ({
    group: adminGroups.leads,
    hidden: ({ user }) => !worksLeads(user),
    defaultColumns,
  }) satisfies CollectionConfig['admin']
