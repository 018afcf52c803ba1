import type { CollectionConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'
import { label, labels } from '@/lib/admin-label'

/** Blog categories: a name and a URL slug in each language. */
export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  labels: labels(label('Categoría', 'Category'), label('Categorías del blog', 'Blog categories')),
  admin: { useAsTitle: 'name', group: label('Blog', 'Blog') },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [() => safeRevalidate(cacheTags.blog)],
    afterDelete: [() => safeRevalidate(cacheTags.blog)],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: label('Nombre', 'Name') },
    {
      name: 'slug',
      type: 'text',
      required: true,
      localized: true,
      index: true,
      label: label('Slug (URL)', 'Slug (URL)'),
    },
    { name: 'order', type: 'number', defaultValue: 0, label: label('Orden', 'Order') },
  ],
}
