import type { CollectionConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'

/** Blog categories: a name and a URL slug in each language. */
export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  admin: { useAsTitle: 'name', group: 'Blog' },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [() => safeRevalidate(cacheTags.blog)],
    afterDelete: [() => safeRevalidate(cacheTags.blog)],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, localized: true, index: true },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
