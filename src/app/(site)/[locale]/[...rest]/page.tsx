import { notFound } from 'next/navigation'

/** Any path no route claims: the localized 404 page, answered with HTTP 404. */
export default function CatchAll() {
  notFound()
}
