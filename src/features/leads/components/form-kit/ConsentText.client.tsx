'use client'

import { useState } from 'react'
import { consentPreview } from './consent-preview'

type Props = { text: string; preview: number; showMore: string; showLess: string; id: string }

/**
 * The consent text collapsed to the form's preview length, with Show more / Show less. The toggle
 * needs JavaScript, so without it the preview is hidden (`js-only`, see the layout) and the whole
 * text shows instead: nobody is asked to accept a text they cannot read.
 */
export function ConsentText({ text, preview, showMore, showLess, id }: Props) {
  const [expanded, setExpanded] = useState(false)
  if (text.length <= preview) return <span id={id}>{text}</span>
  const shown = expanded ? text : consentPreview(text, preview)
  return (
    <span>
      <span className="js-only">
        <span id={id}>{shown}</span>{' '}
        <button
          type="button"
          className="tap-target font-semibold underline underline-offset-2"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? showLess : showMore}
        </button>
      </span>
      <noscript>{text}</noscript>
    </span>
  )
}
