import type { CollectionConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'

/** Recorded live sessions (spec: url, imagen_es, nombre_es, imagen_en, nombre_en). */
export const LiveSessions: CollectionConfig = {
  slug: 'live-sessions',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [() => safeRevalidate(cacheTags.lives)],
    afterDelete: [() => safeRevalidate(cacheTags.lives)],
  },
  defaultSort: '-recordedAt',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'url', type: 'text', required: true, admin: { description: 'Link to the recording.' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, localized: true },
    { name: 'recordedAt', type: 'date', required: true },
  ],
}
