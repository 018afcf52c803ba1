/** What other features may call on the server: the only way into this feature. */
export { socialLinks } from './social-links'
