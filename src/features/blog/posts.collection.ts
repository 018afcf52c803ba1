import type { CollectionConfig } from 'payload'
import { publishedOrStaff } from '@/lib/access/published'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { parseIndice, serializeIndice, type IndexAnchor } from './indice'
import { cacheTags } from '@/lib/cache/tags'

const revalidate = () => safeRevalidate(cacheTags.blog)

/**
 * Blog articles: title, slug and HTML body per language, an index of section anchors, a main
 * image, an optional gallery. Drafts let editors prepare an article; visitors see published ones.
 */
export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  admin: {
    useAsTitle: 'title',
    group: 'Blog',
    defaultColumns: ['title', 'slug', 'createdDate', 'featured', '_status'],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    // The spec's `indice` string ('es**en**anchor;;…') is accepted on import and becomes the list.
    // The admin form sends back the string it read: unchanged, it must not undo edits to the list.
    beforeValidate: [
      ({ data, originalDoc }) => {
        const previous = serializeIndice(originalDoc?.anchors as IndexAnchor[] | undefined)
        const indice = data?.indice
        if (data && typeof indice === 'string' && indice.trim() !== '' && indice !== previous) {
          data.anchors = parseIndice(indice)
        }
        if (data) delete data.indice
        return data
      },
    ],
    afterChange: [revalidate],
    afterDelete: [revalidate],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      localized: true,
      index: true,
      admin: { description: 'URL of the article in this language: /blog/{slug}, /en/blog/{slug}' },
    },
    { name: 'createdDate', type: 'date', required: true, defaultValue: () => new Date() },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shown in the News block of the home page' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'blog-categories',
      hasMany: true,
    },
    {
      name: 'author',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        {
          name: 'attorneySlug',
          type: 'text',
          admin: { description: 'Links the name to /abogados/{slug}; leave empty for no link' },
        },
      ],
    },
    { name: 'mainImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'mainImageAlt', type: 'text', required: true, localized: true },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      admin: {
        description:
          'HTML. Give headings an id (e.g. <h2 id="requisitos">) so the index can jump to them.',
      },
    },
    {
      name: 'anchors',
      label: 'Index of sections',
      type: 'array',
      fields: [
        { name: 'titleEs', type: 'text', required: true },
        { name: 'titleEn', type: 'text', required: true },
        { name: 'anchor', type: 'text', required: true, admin: { description: 'id, without #' } },
      ],
    },
    {
      // Not stored: the spec's string form of the index, read from the list and parsed on write.
      name: 'indice',
      type: 'text',
      virtual: true,
      admin: {
        description: "Import: 'título es**title en**anchor;;…' replaces the index when saved",
      },
      hooks: {
        afterRead: [({ siblingData }) => serializeIndice(siblingData?.anchors as IndexAnchor[])],
      },
    },
    {
      name: 'gallery',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'altEs', type: 'text', required: true },
        { name: 'altEn', type: 'text', required: true },
      ],
    },
  ],
}
