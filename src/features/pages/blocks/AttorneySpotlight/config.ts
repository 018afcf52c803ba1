import { label } from '@/lib/admin-label'
import { blockConfig, heading } from '../fields'

export const attorneySpotlight = blockConfig(
  'attorneySpotlight',
  'Abogado destacado',
  'Attorney spotlight',
  [
    heading,
    {
      name: 'attorney',
      type: 'relationship',
      relationTo: 'attorneys',
      required: true,
      label: label('Abogado', 'Attorney'),
    },
  ],
)
