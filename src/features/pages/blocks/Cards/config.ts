import { label, labels } from '@/lib/admin-label'
import { linkField } from '@/lib/links'
import { blockConfig, heading, image, rowLabelOf, text } from '../fields'

export const cards = blockConfig('cards', 'Tarjetas', 'Cards', [
  heading,
  {
    name: 'items',
    type: 'array',
    label: label('Tarjetas', 'Cards'),
    labels: labels(label('Tarjeta', 'Card'), label('Tarjetas', 'Cards')),
    admin: rowLabelOf(['title'], label('Tarjeta', 'Card')),
    fields: [
      { name: 'title', type: 'text', required: true, label: label('Título', 'Title') },
      text,
      image,
      { name: 'href', type: 'text', ...linkField, label: label('Enlace', 'Link') },
    ],
  },
])
