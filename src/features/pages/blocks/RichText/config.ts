import { blockConfig, heading, text } from '../fields'

export const richText = blockConfig('richText', 'Texto', 'Rich text', [
  heading,
  { ...text, required: true },
])
