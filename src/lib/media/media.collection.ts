import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env.mjs'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { publicContentAccess } from '../access/public-content'

/**
 * Images staff upload (blog, testimonials, attorneys, reviews). Files sit under `media/` (or
 * MEDIA_DIR); several instances need that folder on shared storage.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: labels(label('Imagen', 'Image'), label('Imágenes', 'Media')),
  admin: { group: adminGroups.content },
  access: publicContentAccess,
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/*'],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, label: label('Texto alternativo', 'Alt text') },
  ],
}
