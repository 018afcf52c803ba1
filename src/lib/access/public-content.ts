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
