import type { CollectionConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'

/**
 * The editable text of the marketing pages, one block per page section (key `home.hero`,
 * `visa.vawa`, `legal.privacy`…). Items are localized as a whole so each language keeps its own
 * list length (a privacy section may need more paragraphs in one language).
 */
export const ContentBlocks: CollectionConfig = {
  slug: 'content-blocks',
  admin: { useAsTitle: 'key', group: 'Pages', defaultColumns: ['key', 'title'] },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [() => safeRevalidate(cacheTags.marketing)],
    afterDelete: [() => safeRevalidate(cacheTags.marketing)],
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Where the block appears, e.g. home.hero. Do not change.' },
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'body', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'videoUrl', type: 'text', admin: { description: 'Embed URL of the video, if any.' } },
    {
      name: 'items',
      type: 'array',
      localized: true,
      fields: [
        { name: 'title', type: 'text' },
        { name: 'text', type: 'textarea' },
        {
          name: 'list',
          type: 'textarea',
          admin: { description: 'One entry per line, shown as a bulleted list.' },
        },
        { name: 'href', type: 'text' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
