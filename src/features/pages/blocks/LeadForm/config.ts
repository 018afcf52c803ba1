import { label, selectOptions } from '@/lib/admin-label'
import { blockConfig, heading, text } from '../fields'

export const leadForm = blockConfig('leadForm', 'Formulario de prospecto', 'Lead form', [
  {
    name: 'sectionLabel',
    type: 'text',
    required: true,
    label: label('Nombre del formulario en los prospectos', 'Form name in the leads'),
    admin: {
      description: label(
        'Cada prospecto que llegue por este formulario lo lleva, para que usted sepa de dónde vino (p. ej. «Campaña TPS»). Si la visita llega de una campaña, se le añade su fuente: «Campaña TPS - tiktok». El visitante no lo ve.',
        'Every lead sent through this form carries it, so that you know where it came from (e.g. “TPS campaign”). When the visit comes from a campaign, its source is added: “TPS campaign - tiktok”. Visitors do not see it.',
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
    label: label(
      'Largo del texto de consentimiento antes de «Ver más»',
      'Consent text length before “Show more”',
    ),
    admin: {
      description: label(
        'Cuántas letras del texto de consentimiento se ven bajo el formulario; el resto se abre con «Ver más». 0: solo el enlace «Ver más». Si el texto es más corto, se ve entero.',
        'How many characters of the consent text show under the form; the rest opens with “Show more”. 0: only the “Show more” link. A shorter text shows whole.',
      ),
    },
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
