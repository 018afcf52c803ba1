/** The components other features render: the only way in besides index.ts. */
export { CardGrid } from './components/CardGrid'
export { TrustStrip } from './components/TrustStrip'
export { VideoFeature } from './components/VideoFeature'
