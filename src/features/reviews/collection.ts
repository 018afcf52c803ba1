import type { CollectionConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'

const revalidate = () => safeRevalidate(cacheTags.reviews)

/**
 * Google reviews: typed in by staff, or synced from the Google Places API when it is configured
 * (those carry Google's review id and are updated by the next sync).
 */
export const GoogleReviews: CollectionConfig = {
  slug: 'google-reviews',
  admin: { useAsTitle: 'name', group: 'Testimonials', defaultColumns: ['name', 'time'] },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidate], afterDelete: [revalidate] },
  defaultSort: '-time',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'relativeDate',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: "As Google shows it: 'hace 2 semanas' / '2 weeks ago'" },
    },
    { name: 'body', type: 'textarea', required: true, localized: true },
    {
      name: 'time',
      type: 'number',
      required: true,
      admin: { description: 'Publication time in Unix seconds (newest first)' },
    },
    {
      name: 'externalId',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Google review id, set by the automatic sync (empty for reviews typed in)',
      },
    },
  ],
}
