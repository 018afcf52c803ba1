/** What other features may call on the server: the only way into this feature. */
export type { Block, BlockItem } from './queries'
