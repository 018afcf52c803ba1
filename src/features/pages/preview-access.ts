import { hasRole } from '@/lib/access/roles'

/** Staff who may see drafts: editors build pages, agents read them, admins do both. */
export const isEditorOrAgent = (user: unknown) =>
  hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'editor', 'agent')
