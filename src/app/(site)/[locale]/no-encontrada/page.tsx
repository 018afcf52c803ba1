/**
 * The proxy's target for a path Next.js cannot decode (`/en/%E0%A4%A`): the localized 404 page.
 * A route of its own, because Next.js matches the request's original path against the route it
 * is rewritten to, and a dynamic route (`[name]`, `[...rest]`) would match and fail to decode it.
 */
export { default, generateMetadata, generateStaticParams } from '../[...rest]/page'
