/** The components other features render: the only way in besides index.ts. */
export { SocialLinks } from './SocialLinks'
