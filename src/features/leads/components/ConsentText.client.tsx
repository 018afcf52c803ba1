'use client'

import { useState } from 'react'

type Props = { text: string; preview: number; showMore: string; showLess: string; id: string }

/** The consent text collapsed to the form's preview length, with Show more / Show less. */
export function ConsentText({ text, preview, showMore, showLess, id }: Props) {
  const [expanded, setExpanded] = useState(false)
  const collapsible = text.length > preview
  const shown = expanded || !collapsible ? text : `${text.slice(0, preview).trimEnd()}…`
  return (
    <span>
      <span id={id}>{shown}</span>
      {collapsible && (
        <>
          {' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? showLess : showMore}
          </button>
        </>
      )}
    </span>
  )
}
