import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isEditor } from '../access/roles'

/**
 * Images staff upload (blog, testimonials, attorneys, reviews). Files sit under `media/` (or
 * MEDIA_DIR); several instances need that folder on shared storage.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: path.resolve(process.env.MEDIA_DIR || 'media'),
    mimeTypes: ['image/*'],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
