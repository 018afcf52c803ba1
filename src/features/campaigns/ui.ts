/** The campaigns' parts pages render (client components): only the visit beacon. */
export { VisitBeacon } from './components/VisitBeacon.client'
