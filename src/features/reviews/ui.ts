/** The components other features render: the only way in besides index.ts. */
export { HomeGoogleReviews } from './components/HomeGoogleReviews'
