import type { CollectionConfig } from 'payload'
import { publicContentAccess, revalidatesTag } from '@/lib/access/public-content'
import { cacheTags } from '@/lib/cache/tags'
import { label, labels, slugField } from '@/lib/admin-label'

/** Blog categories: a name and a URL slug in each language. */
export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  labels: labels(label('Categoría', 'Category'), label('Categorías del blog', 'Blog categories')),
  admin: { useAsTitle: 'name', group: label('Blog', 'Blog') },
  access: publicContentAccess,
  hooks: revalidatesTag(cacheTags.blog),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: label('Nombre', 'Name') },
    slugField(true),
    { name: 'order', type: 'number', defaultValue: 0, label: label('Orden', 'Order') },
  ],
}
