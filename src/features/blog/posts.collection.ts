import type { CollectionConfig } from 'payload'
import { publishedOrStaff } from '@/lib/access/published'
import { revalidatesTag } from '@/lib/access/public-content'
import { isEditor } from '@/lib/access/roles'
import { adminGroups, label, labels, slugField } from '@/lib/admin-label'
import { ownPhotoAdmin } from '@/lib/media/own-photo'
import { parseIndice, serializeIndice, type IndexAnchor } from './indice'
import { cacheTags } from '@/lib/cache/tags'

/**
 * Blog articles: title, slug and HTML body per language, an index of section anchors, a main
 * image, an optional gallery. Drafts let editors prepare an article; visitors see published ones.
 */
export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: labels(label('Artículo', 'Post'), label('Artículos del blog', 'Blog posts')),
  admin: {
    useAsTitle: 'title',
    group: adminGroups.blog,
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
    ...revalidatesTag(cacheTags.blog),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: label('Título', 'Title'),
    },
    slugField(
      true,
      label(
        'URL del artículo en este idioma: /blog/{slug}, /en/blog/{slug}',
        'URL of the article in this language: /blog/{slug}, /en/blog/{slug}',
      ),
    ),
    {
      name: 'createdDate',
      type: 'date',
      required: true,
      defaultValue: () => new Date(),
      label: label('Fecha', 'Date'),
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      label: label('Destacado', 'Featured'),
      admin: {
        description: label(
          'Aparece en el bloque de noticias de la portada',
          'Shown in the News block of the home page',
        ),
      },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'blog-categories',
      hasMany: true,
      label: label('Categorías', 'Categories'),
    },
    {
      name: 'author',
      type: 'group',
      label: label('Autor', 'Author'),
      fields: [
        { name: 'name', type: 'text', label: label('Nombre', 'Name') },
        {
          name: 'attorneySlug',
          type: 'text',
          label: label('Slug del abogado', 'Attorney slug'),
          admin: {
            description: label(
              'Enlaza el nombre a /abogados/{slug}; vacío: sin enlace',
              'Links the name to /abogados/{slug}; leave empty for no link',
            ),
          },
        },
      ],
    },
    {
      name: 'mainImage',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: label('Imagen principal', 'Main image'),
      admin: ownPhotoAdmin,
    },
    {
      name: 'mainImageAlt',
      type: 'text',
      required: true,
      localized: true,
      label: label('Texto alternativo de la imagen', 'Main image alt text'),
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      label: label('Contenido', 'Body'),
      admin: {
        description: label(
          'HTML. Dé un id a los títulos (p. ej. <h2 id="requisitos">) para que el índice salte a ellos.',
          'HTML. Give headings an id (e.g. <h2 id="requisitos">) so the index can jump to them.',
        ),
      },
    },
    {
      name: 'anchors',
      label: label('Índice de secciones', 'Index of sections'),
      labels: labels(label('Sección', 'Section'), label('Secciones', 'Sections')),
      type: 'array',
      fields: [
        {
          name: 'titleEs',
          type: 'text',
          required: true,
          label: label('Título (es)', 'Title (es)'),
        },
        {
          name: 'titleEn',
          type: 'text',
          required: true,
          label: label('Título (en)', 'Title (en)'),
        },
        {
          name: 'anchor',
          type: 'text',
          required: true,
          label: label('Ancla', 'Anchor'),
          admin: { description: label('id, sin #', 'id, without #') },
        },
      ],
    },
    {
      // Not stored: the spec's string form of the index, read from the list and parsed on write.
      name: 'indice',
      type: 'text',
      virtual: true,
      label: label('Índice (importar)', 'Index (import)'),
      admin: {
        description: label(
          "Importar: 'título es**title en**anchor;;…' reemplaza el índice al guardar",
          "Import: 'título es**title en**anchor;;…' replaces the index when saved",
        ),
      },
      hooks: {
        afterRead: [({ siblingData }) => serializeIndice(siblingData?.anchors as IndexAnchor[])],
      },
    },
    {
      name: 'gallery',
      type: 'array',
      label: label('Galería', 'Gallery'),
      labels: labels(label('Imagen', 'Image'), label('Imágenes', 'Images')),
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: label('Imagen', 'Image'),
        },
        {
          name: 'altEs',
          type: 'text',
          required: true,
          label: label('Texto alternativo (es)', 'Alt text (es)'),
        },
        {
          name: 'altEn',
          type: 'text',
          required: true,
          label: label('Texto alternativo (en)', 'Alt text (en)'),
        },
      ],
    },
  ],
}
