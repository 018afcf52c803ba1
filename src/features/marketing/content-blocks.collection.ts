import type { CollectionConfig } from 'payload'
import { publicContent } from '@/lib/access/public-content'
import { cacheTags } from '@/lib/cache/tags'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { ownPhotoAdmin } from '@/lib/media/own-photo'
import { embedField, linkField } from '@/lib/links'

/**
 * The editable text of the marketing pages, one block per page section (key `home.hero`,
 * `visa.vawa`, `legal.privacy`…). Items are localized as a whole so each language keeps its own
 * list length (a privacy section may need more paragraphs in one language).
 */
export const ContentBlocks: CollectionConfig = {
  slug: 'content-blocks',
  labels: labels(
    label('Bloque de contenido', 'Content block'),
    label('Bloques de contenido', 'Content blocks'),
  ),
  ...publicContent(
    { useAsTitle: 'key', group: adminGroups.pages, defaultColumns: ['key', 'title'] },
    cacheTags.marketing,
  ),
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Clave', 'Key'),
      admin: {
        description: label(
          'Dónde aparece el bloque, p. ej. home.hero. No la cambie.',
          'Where the block appears, e.g. home.hero. Do not change.',
        ),
      },
    },
    { name: 'title', type: 'text', localized: true, label: label('Título', 'Title') },
    { name: 'body', type: 'textarea', localized: true, label: label('Texto', 'Text') },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: label('Imagen', 'Image'),
      admin: ownPhotoAdmin,
    },
    {
      name: 'videoUrl',
      type: 'text',
      ...embedField,
      label: label('Video (URL)', 'Video (URL)'),
      admin: {
        description: label(
          'URL para incrustar el video, si hay uno.',
          'Embed URL of the video, if any.',
        ),
      },
    },
    {
      name: 'items',
      type: 'array',
      localized: true,
      label: label('Elementos', 'Items'),
      labels: labels(label('Elemento', 'Item'), label('Elementos', 'Items')),
      fields: [
        { name: 'title', type: 'text', label: label('Título', 'Title') },
        { name: 'text', type: 'textarea', label: label('Texto', 'Text') },
        {
          name: 'list',
          type: 'textarea',
          label: label('Lista', 'List'),
          admin: {
            description: label(
              'Una entrada por línea, mostrada como lista con viñetas.',
              'One entry per line, shown as a bulleted list.',
            ),
          },
        },
        { name: 'href', type: 'text', ...linkField, label: label('Enlace', 'Link') },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: label('Imagen', 'Image'),
          admin: ownPhotoAdmin,
        },
      ],
    },
  ],
}
