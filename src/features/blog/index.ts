/** What other features may call on the server: the only way into this feature. */
export { getCategories } from './queries'
export type { CategoryLink } from './queries'
