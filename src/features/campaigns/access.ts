import { isEditor, isStaff } from '@/lib/access/roles'

/**
 * Campaigns and their spend: any staff member reads them (agents see what a campaign cost),
 * admins and marketing editors write them, the public never reads them.
 */
export const campaignAccess = {
  read: isStaff,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}
