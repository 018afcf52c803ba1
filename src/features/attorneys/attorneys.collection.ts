import type { CollectionConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'

const lines = (name: string) => ({
  name,
  type: 'textarea' as const,
  localized: true,
  admin: { description: 'One entry per line.' },
})

/** The attorneys: their pages, the header menu, the sitemap and the firm profile's list. */
export const Attorneys: CollectionConfig = {
  slug: 'attorneys',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [() => [cacheTags.attorneys, cacheTags.firm].forEach(safeRevalidate)],
    afterDelete: [() => [cacheTags.attorneys, cacheTags.firm].forEach(safeRevalidate)],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'role', type: 'text', required: true, localized: true },
    { name: 'founder', type: 'checkbox', defaultValue: false },
    { name: 'order', type: 'number', defaultValue: 0 },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      // Staff must see at once where the real portrait goes: the sample ships a drawing.
      label: 'Photo (upload the real portrait here)',
      admin: {
        description:
          'The attorney’s real photo, square, at least 600 × 600 px, face centred. The sample content ships an illustrated stand-in with initials: replace it with a real photo before launch.',
      },
    },
    { name: 'banner', type: 'upload', relationTo: 'media' },
    { name: 'profile', type: 'textarea', required: true, localized: true },
    lines('languages'),
    lines('practiceAreas'),
    lines('associations'),
    { name: 'biography', type: 'textarea', localized: true },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    {
      name: 'social',
      type: 'group',
      fields: [
        { name: 'facebook', type: 'text' },
        { name: 'instagram', type: 'text' },
        { name: 'linkedin', type: 'text' },
      ],
    },
  ],
}
