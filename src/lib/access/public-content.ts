import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from './roles'

/** Content anyone may read and only editors (and admins) may write. */
export const publicContentAccess = {
  read: () => true,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

/** Hooks that expire a cache tag whenever a document of the collection changes or goes. */
export function revalidatesTag(tag: string) {
  const revalidate = () => safeRevalidate(tag)
  return { afterChange: [revalidate], afterDelete: [revalidate] }
}
