import { OptimizedImage } from './OptimizedImage'
import type { ImageRef } from '@/lib/media/image-ref'

/**
 * The 16:9 cover image of a card or article (nothing when there is none). Decorative unless
 * given an `alt`; `priority` when it is the page's LCP image.
 */
export function CardImage({
  image,
  sizes,
  alt = '',
  priority = false,
  className = 'aspect-video w-full object-cover',
}: {
  image: ImageRef | null
  sizes: string
  alt?: string
  priority?: boolean
  className?: string
}) {
  if (!image) return null
  return (
    <OptimizedImage
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      preload={priority}
      className={className}
    />
  )
}
