import type { CollectionConfig } from 'payload'
import { publicContent } from '@/lib/access/public-content'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { ownPhotoAdmin } from '@/lib/media/own-photo'
import { cacheTags } from '@/lib/cache/tags'
import { embedField } from '@/lib/links'

const order = {
  name: 'order',
  type: 'number' as const,
  defaultValue: 0,
  label: label('Orden', 'Order'),
  admin: { description: label('Los números menores primero', 'Lower numbers first') },
}

/** Videos of clients who travelled abroad: an embed URL, a poster and a title per language. */
export const TravelTestimonials: CollectionConfig = {
  slug: 'travel-testimonials',
  labels: labels(
    label('Testimonio de viaje', 'Travel testimonial'),
    label('Testimonios de viaje', 'Travel testimonials'),
  ),
  ...publicContent(
    { useAsTitle: 'title', group: adminGroups.testimonials },
    cacheTags.testimonials,
  ),
  fields: [
    {
      name: 'title',
      label: label('Título', 'Title'),
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'videoUrl',
      type: 'text',
      ...embedField,
      required: true,
      label: label('Video (URL)', 'Video (URL)'),
      admin: {
        description: label(
          'URL para incrustar (https://www.youtube-nocookie.com/embed/…) o un archivo de video',
          'Embed URL (https://www.youtube-nocookie.com/embed/…) or a video file',
        ),
      },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: label('Imagen de portada', 'Poster'),
      admin: ownPhotoAdmin,
    },
    order,
  ],
}

/** Photos of giveaway winners with their description per language. */
export const GiveawayTestimonials: CollectionConfig = {
  slug: 'giveaway-testimonials',
  labels: labels(
    label('Testimonio de sorteo', 'Giveaway testimonial'),
    label('Testimonios de sorteos', 'Giveaway testimonials'),
  ),
  ...publicContent(
    { useAsTitle: 'altEs', group: adminGroups.testimonials },
    cacheTags.testimonials,
  ),
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: label('Foto', 'Photo'),
      admin: ownPhotoAdmin,
    },
    {
      name: 'altEs',
      type: 'text',
      required: true,
      label: label('Descripción (es)', 'Description (es)'),
    },
    {
      name: 'altEn',
      type: 'text',
      required: true,
      label: label('Descripción (en)', 'Description (en)'),
    },
    order,
  ],
}
