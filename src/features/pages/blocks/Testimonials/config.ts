import { label, selectOptions } from '@/lib/admin-label'
import { blockConfig } from '../fields'

export const testimonials = blockConfig('testimonials', 'Testimonios', 'Testimonials', [
  {
    name: 'source',
    type: 'select',
    defaultValue: 'google',
    label: label('Fuente', 'Source'),
    options: selectOptions({
      google: label('Reseñas de Google', 'Google reviews'),
      attorneys: label('Testimonios de clientes', 'Client testimonials'),
    }),
  },
])
