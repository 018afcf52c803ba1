/** What other features may call on the server: the only way into this feature. */
export { telHref } from './phone'
export { getFirmProfile } from './queries'
export type { Firm } from './queries'
