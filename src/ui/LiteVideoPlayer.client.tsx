'use client'

import { useState, type ReactNode } from 'react'

export type LiteVideoPlayerProps = {
  /** Embed URL of the player (e.g. https://www.youtube-nocookie.com/embed/ID) or a video file. */
  src: string
  title: string
  playLabel: string
}

/**
 * A poster (the server's image, so no image code ships) with a play button; the player (iframe
 * or video) loads only when clicked.
 */
export function LiteVideoPlayer({
  src,
  title,
  poster,
  playLabel,
}: LiteVideoPlayerProps & { poster: ReactNode }) {
  const [playing, setPlaying] = useState(false)
  const isFile = /\.(mp4|webm|ogg)(\?|$)/.test(src)
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded bg-slate-900">
      {playing ? (
        isFile ? (
          <video src={src} title={title} controls autoPlay className="h-full w-full" />
        ) : (
          <iframe
            src={`${src}${src.includes('?') ? '&' : '?'}autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="h-full w-full border-0"
          />
        )
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 h-full w-full"
        >
          {poster}
          <span className="absolute left-1/2 top-1/2 inline-flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg group-hover:bg-accent-500">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
            <span className="sr-only">
              {playLabel}: {title}
            </span>
          </span>
        </button>
      )}
    </div>
  )
}
