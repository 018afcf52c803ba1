import type { CollectionConfig } from 'payload'
import { publicContent } from '@/lib/access/public-content'
import { cacheTags } from '@/lib/cache/tags'
import { adminGroups, label, labels, slugField } from '@/lib/admin-label'

/** Blog categories: a name and a URL slug in each language. */
export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  labels: labels(label('Categoría', 'Category'), label('Categorías del blog', 'Blog categories')),
  ...publicContent({ useAsTitle: 'name', group: adminGroups.blog }, cacheTags.blog),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: label('Nombre', 'Name') },
    slugField(true),
    { name: 'order', type: 'number', defaultValue: 0, label: label('Orden', 'Order') },
  ],
}
