import type { CollectionConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'

/** Client testimonials shown in the attorney profiles' slider (spec: foto, body_en, body_es). */
export const AttorneyTestimonials: CollectionConfig = {
  slug: 'attorney-testimonials',
  admin: { useAsTitle: 'clientName', group: 'Content' },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [() => safeRevalidate(cacheTags.attorneys)],
    afterDelete: [() => safeRevalidate(cacheTags.attorneys)],
  },
  fields: [
    { name: 'clientName', type: 'text', required: true },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: 'Client photo (upload a real photo here)',
      admin: {
        description:
          'A real photo of the client, with their consent, square, at least 400 × 400 px. The sample content ships illustrated stand-ins with initials.',
      },
    },
    { name: 'body', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
