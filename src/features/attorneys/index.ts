/** What other features may call on the server: the only way into this feature. */
export { attorneyHref } from './urls'
export { getAttorney, getAttorneyTestimonials, getAttorneys } from './queries'
export type { AttorneyProfile } from './queries'
