import { label } from '@/lib/admin-label'
import { embedField } from '@/lib/links'
import { blockConfig, heading, image, text } from '../fields'

export const media = blockConfig('media', 'Imagen o video', 'Image or video', [
  heading,
  text,
  { ...image, required: true },
  {
    name: 'videoUrl',
    type: 'text',
    ...embedField,
    label: label('Video (URL para incrustar)', 'Video (embed URL)'),
    admin: {
      description: label(
        'Con video, la imagen es su portada.',
        'With a video, the image is its poster.',
      ),
    },
  },
])
