import { OptimizedImage } from './OptimizedImage'
import type { ImageRef } from '@/lib/media/image-ref'

const sizeClass = { 48: 'h-12 w-12', 56: 'h-14 w-14' } as const

/**
 * A person's round photo beside their name (decorative: the name is the text); none without.
 * Fixed size, so no `sizes`: the browser picks between the 1x and 2x files (with `sizes`, Next
 * lists every width up to 3,840 px, 1.4 KB of HTML per avatar).
 */
export function Avatar({ image, size }: { image: ImageRef | null; size: keyof typeof sizeClass }) {
  if (!image) return null
  return (
    <OptimizedImage
      src={image.url}
      alt=""
      width={size}
      height={size}
      className={`${sizeClass[size]} rounded-full object-cover`}
    />
  )
}
