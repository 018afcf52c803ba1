import Image from 'next/image'
import type { Locale } from '@/i18n/routing'
import type { Post } from '../posts'

/** An article's main image (none when it has none); `priority` when it is the page's LCP. */
export function PostImage({
  post,
  locale,
  sizes,
  priority = false,
  className,
}: {
  post: Post
  locale: Locale
  sizes: string
  priority?: boolean
  className: string
}) {
  if (!post.mainImage) return null
  return (
    <Image
      src={post.mainImage.url}
      alt={post.mainImageAlt[locale]}
      width={post.mainImage.width}
      height={post.mainImage.height}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
