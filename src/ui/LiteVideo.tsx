import { LiteVideoPlayer, type LiteVideoPlayerProps } from './LiteVideoPlayer.client'
import { OptimizedImage } from './OptimizedImage'

type Props = LiteVideoPlayerProps & {
  poster: string
  posterAlt: string
  sizes?: string
  /** The poster is the page's largest image above the fold (LCP): load it first. */
  priority?: boolean
}

/** A video that costs nothing until played: its poster and a play button (LiteVideoPlayer). */
export function LiteVideo({
  poster,
  posterAlt,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  priority = false,
  ...player
}: Props) {
  return (
    <LiteVideoPlayer
      {...player}
      poster={
        <OptimizedImage
          src={poster}
          alt={posterAlt}
          fill
          sizes={sizes}
          preload={priority}
          className="object-cover"
        />
      }
    />
  )
}
