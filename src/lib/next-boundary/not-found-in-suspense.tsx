// The 404 pages' status, where it relies on Next behaviour Next does not document: `notFound()`
// thrown inside a Suspense boundary with nothing to show, below content already rendered, gives
// a cached (ISR) page's render status 404 and keeps that content in its HTML. Called in the page
// itself (what Next documents), `notFound()` leaves the HTML blank: Next shows `not-found.tsx`
// through an error boundary, and error boundaries do not run in server rendering
// (vercel/next.js #62228), so the server sends an empty error document and the page appears
// only once React runs. NEXT_BOUNDARY_NOT_FOUND_IN_SUSPENSE=0 goes back to that documented way;
// tests/integration/next-boundary.test.ts (NOT_FOUND_IN_SUSPENSE) and not-found.test.ts fail
// naming the path when Next changes it.
import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'
import { boundaryItemOn } from './switches.mjs'

function Answer404(): never {
  notFound()
}

/**
 * The page for a path with nothing behind it: `content` painted by the server and the answer's
 * status 404. In the browser the boundary hands over to `not-found.tsx`, which shows the same
 * content.
 */
export function NotFoundWithContent({ children }: { children: ReactNode }) {
  if (!boundaryItemOn('NOT_FOUND_IN_SUSPENSE')) notFound()
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Answer404 />
      </Suspense>
    </>
  )
}
