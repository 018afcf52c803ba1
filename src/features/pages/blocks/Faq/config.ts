import { label, labels } from '@/lib/admin-label'
import { blockConfig, heading, rowLabelOf } from '../fields'

export const faq = blockConfig('faq', 'Preguntas frecuentes', 'FAQ', [
  heading,
  {
    name: 'items',
    type: 'array',
    label: label('Preguntas', 'Questions'),
    labels: labels(label('Pregunta', 'Question'), label('Preguntas', 'Questions')),
    admin: rowLabelOf(['question'], label('Pregunta', 'Question')),
    fields: [
      { name: 'question', type: 'text', required: true, label: label('Pregunta', 'Question') },
      { name: 'answer', type: 'textarea', required: true, label: label('Respuesta', 'Answer') },
    ],
  },
])
