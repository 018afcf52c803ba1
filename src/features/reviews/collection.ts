import type { CollectionConfig } from 'payload'
import { publicContent } from '@/lib/access/public-content'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { cacheTags } from '@/lib/cache/tags'

/**
 * Google reviews: typed in by staff, or synced from the Google Places API when it is configured
 * (those carry Google's review id and are updated by the next sync).
 */
export const GoogleReviews: CollectionConfig = {
  slug: 'google-reviews',
  labels: labels(
    label('Reseña de Google', 'Google review'),
    label('Reseñas de Google', 'Google reviews'),
  ),
  ...publicContent(
    { useAsTitle: 'name', group: adminGroups.testimonials, defaultColumns: ['name', 'time'] },
    cacheTags.reviews,
  ),
  defaultSort: '-time',
  fields: [
    { name: 'name', type: 'text', required: true, label: label('Nombre', 'Name') },
    { name: 'image', type: 'upload', relationTo: 'media', label: label('Foto', 'Photo') },
    {
      name: 'relativeDate',
      type: 'text',
      required: true,
      localized: true,
      label: label('Fecha relativa', 'Relative date'),
      admin: {
        description: label(
          "Como la muestra Google: 'hace 2 semanas' / '2 weeks ago'",
          "As Google shows it: 'hace 2 semanas' / '2 weeks ago'",
        ),
      },
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      label: label('Reseña', 'Review'),
    },
    {
      name: 'time',
      type: 'number',
      required: true,
      label: label('Publicada (Unix)', 'Published (Unix)'),
      admin: {
        description: label(
          'Fecha de publicación en segundos Unix (las más recientes primero)',
          'Publication time in Unix seconds (newest first)',
        ),
      },
    },
    {
      name: 'externalId',
      type: 'text',
      unique: true,
      index: true,
      label: label('Id de Google', 'Google id'),
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: label(
          'Id de la reseña en Google, lo pone la sincronización automática (vacío en las escritas a mano)',
          'Google review id, set by the automatic sync (empty for reviews typed in)',
        ),
      },
    },
  ],
}
