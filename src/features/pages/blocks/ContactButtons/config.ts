import { blockConfig, heading, text } from '../fields'

export const contactButtons = blockConfig(
  'contactButtons',
  'Botones de llamada y WhatsApp',
  'Call and WhatsApp buttons',
  [heading, text],
)
