/** The components other features render: the only way in besides index.ts. */
export { AttorneySpotlight } from './components/AttorneySpotlight'
export { TestimonialSlider } from './components/TestimonialSlider'
