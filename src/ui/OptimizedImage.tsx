import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * `next/image`'s `<img>` (files from the image optimizer in AVIF/WebP, `srcset` by `sizes`, lazy
 * unless preloaded) rendered by the server alone. `next/image` itself is a client component:
 * every page would download its code (about 5 KB compressed) and hydrate each image, for pictures
 * that never change after the page is drawn. `preload` asks for the file from the page's head,
 * as `next/image` does, for the page's LCP image, at high priority unless told otherwise.
 */
export function OptimizedImage({ preload = false, fetchPriority, ...image }: ImageProps) {
  const { props } = getImageProps({
    ...image,
    preload,
    fetchPriority: fetchPriority ?? (preload ? 'high' : undefined),
  })
  if (preload)
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alt is in props
  return <img {...props} />
}
