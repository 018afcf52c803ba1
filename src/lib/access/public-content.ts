import type { CollectionConfig } from 'payload'
import type { AdminText } from '@/lib/admin-label'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from './roles'

/** Content anyone may read and only editors (and admins) may write. */
export const publicContentAccess = {
  read: () => true,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

/** Hooks that expire cache tags whenever a document of the collection changes or goes. */
export function revalidatesTag(...tags: string[]) {
  const revalidate = () => tags.forEach(safeRevalidate)
  return { afterChange: [revalidate], afterDelete: [revalidate] }
}

type ContentAdmin = NonNullable<CollectionConfig['admin']> & {
  useAsTitle: string
  group: AdminText
}

/**
 * What every collection of editor-written content the pages show shares: its admin title and
 * group, the public access rules, and the hooks that expire the cache tags of its pages.
 */
export const publicContent = (admin: ContentAdmin, ...tags: string[]) => ({
  admin,
  access: publicContentAccess,
  hooks: revalidatesTag(...tags),
})
