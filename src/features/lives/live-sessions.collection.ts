import type { CollectionConfig } from 'payload'
import { linkField } from '@/lib/links'
import { publicContent } from '@/lib/access/public-content'
import { cacheTags } from '@/lib/cache/tags'
import { adminGroups, label, labels } from '@/lib/admin-label'

/** Recorded live sessions (spec: url, imagen_es, nombre_es, imagen_en, nombre_en). */
export const LiveSessions: CollectionConfig = {
  slug: 'live-sessions',
  labels: labels(
    label('Transmisión en vivo', 'Live session'),
    label('Transmisiones en vivo', 'Live sessions'),
  ),
  ...publicContent({ useAsTitle: 'name', group: adminGroups.content }, cacheTags.lives),
  defaultSort: '-recordedAt',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: label('Nombre', 'Name') },
    {
      name: 'url',
      type: 'text',
      ...linkField,
      required: true,
      label: label('Enlace', 'Link'),
      admin: { description: label('Enlace a la grabación.', 'Link to the recording.') },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      localized: true,
      label: label('Imagen', 'Image'),
    },
    {
      name: 'recordedAt',
      type: 'date',
      required: true,
      label: label('Fecha de grabación', 'Recorded on'),
    },
  ],
}
