import type { CollectionConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'

const revalidate = () => safeRevalidate(cacheTags.testimonials)
const access = { read: () => true, create: isEditor, update: isEditor, delete: isEditor }
const hooks = { afterChange: [revalidate], afterDelete: [revalidate] }
const order = {
  name: 'order',
  type: 'number' as const,
  defaultValue: 0,
  admin: { description: 'Lower numbers first' },
}

/** Videos of clients who travelled abroad: an embed URL, a poster and a title per language. */
export const TravelTestimonials: CollectionConfig = {
  slug: 'travel-testimonials',
  admin: { useAsTitle: 'title', group: 'Testimonials' },
  access,
  hooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'videoUrl',
      type: 'text',
      required: true,
      admin: {
        description: 'Embed URL (https://www.youtube-nocookie.com/embed/…) or a video file',
      },
    },
    { name: 'poster', type: 'upload', relationTo: 'media', required: true },
    order,
  ],
}

/** Photos of giveaway winners with their description per language. */
export const GiveawayTestimonials: CollectionConfig = {
  slug: 'giveaway-testimonials',
  admin: { useAsTitle: 'altEs', group: 'Testimonials' },
  access,
  hooks,
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'altEs', type: 'text', required: true },
    { name: 'altEn', type: 'text', required: true },
    order,
  ],
}
