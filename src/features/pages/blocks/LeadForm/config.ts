import { label, selectOptions } from '@/lib/admin-label'
import { blockConfig, heading, text } from '../fields'

export const leadForm = blockConfig('leadForm', 'Formulario de prospecto', 'Lead form', [
  {
    name: 'sectionLabel',
    type: 'text',
    required: true,
    label: label('Etiqueta de sección', 'Section label'),
    admin: {
      description: label(
        'Con ella se guardan los prospectos (seccion); se añade " - {fuente}" de la campaña.',
        'Leads are stored with it (seccion); the campaign source is appended as " - {source}".',
      ),
    },
  },
  heading,
  text,
  {
    name: 'consentPreview',
    type: 'number',
    defaultValue: 200,
    min: 0,
    max: 2000,
    label: label('Vista previa del consentimiento (caracteres)', 'Consent preview (characters)'),
  },
  {
    name: 'situation',
    type: 'checkbox',
    defaultValue: false,
    label: label('Preguntar la situación', 'Ask for the situation'),
  },
  {
    name: 'thankYou',
    type: 'select',
    defaultValue: 'thanks',
    label: label('Página de agradecimiento', 'Thank-you page'),
    options: selectOptions({
      thanks: label('Gracias (/gracias)', 'Thank you (/en/thank-you)'),
      referrals: label('Gracias por referir', 'Thank you for referring'),
    }),
  },
])
