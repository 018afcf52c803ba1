import { label, selectOptions } from '@/lib/admin-label'
import { blockConfig, heading, image, text } from '../fields'

export const hero = blockConfig('hero', 'Portada', 'Hero', [
  { ...heading, required: true },
  text,
  image,
  {
    name: 'cta',
    type: 'select',
    defaultValue: 'form',
    label: label('Llamada a la acción', 'Call to action'),
    options: selectOptions({
      form: label('Ir al formulario', 'Go to the form'),
      phone: label('Llamar', 'Call'),
    }),
  },
  { name: 'ctaLabel', type: 'text', label: label('Texto del botón', 'Button text') },
])
