import { label } from '@/lib/admin-label'
import { blockConfig } from '../fields'

export const trustStrip = blockConfig('trustStrip', 'Franja de confianza', 'Trust strip', [
  {
    name: 'years',
    type: 'text',
    label: label('Cifra de experiencia', 'Experience figure'),
    admin: { description: label('p. ej. "15+ años"', 'e.g. "15+ years"') },
  },
  { name: 'yearsText', type: 'text', label: label('Texto de experiencia', 'Experience text') },
])
