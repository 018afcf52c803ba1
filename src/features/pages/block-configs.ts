import type { Block, Field } from 'payload'
import { label, labels, selectOptions } from '@/lib/admin-label'
import { embedField, linkField } from '@/lib/links'

const heading: Field = { name: 'heading', type: 'text', label: label('Título', 'Heading') }
const text: Field = {
  name: 'text',
  type: 'textarea',
  label: label('Texto', 'Text'),
  admin: { description: label('Un párrafo por línea.', 'One paragraph per line.') },
}
const image: Field = {
  name: 'image',
  type: 'upload',
  relationTo: 'media',
  label: label('Imagen', 'Image'),
}

const block = (slug: string, es: string, en: string, fields: Field[]): Block => ({
  slug,
  labels: labels(label(es, en), label(es, en)),
  fields,
})

/** The campaign page's sections; each renders with the site's own section components. */
export const pageBlocks: Block[] = [
  block('hero', 'Portada', 'Hero', [
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
  ]),
  block('leadForm', 'Formulario de prospecto', 'Lead form', [
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
  ]),
  block('richText', 'Texto', 'Rich text', [heading, { ...text, required: true }]),
  block('media', 'Imagen o video', 'Image or video', [
    heading,
    text,
    { ...image, required: true },
    {
      name: 'videoUrl',
      type: 'text',
      ...embedField,
      label: label('Video (URL para incrustar)', 'Video (embed URL)'),
      admin: {
        description: label(
          'Con video, la imagen es su portada.',
          'With a video, the image is its poster.',
        ),
      },
    },
  ]),
  block('cards', 'Tarjetas', 'Cards', [
    heading,
    {
      name: 'items',
      type: 'array',
      label: label('Tarjetas', 'Cards'),
      labels: labels(label('Tarjeta', 'Card'), label('Tarjetas', 'Cards')),
      fields: [
        { name: 'title', type: 'text', required: true, label: label('Título', 'Title') },
        text,
        image,
        { name: 'href', type: 'text', ...linkField, label: label('Enlace', 'Link') },
      ],
    },
  ]),
  block('faq', 'Preguntas frecuentes', 'FAQ', [
    heading,
    {
      name: 'items',
      type: 'array',
      label: label('Preguntas', 'Questions'),
      labels: labels(label('Pregunta', 'Question'), label('Preguntas', 'Questions')),
      fields: [
        { name: 'question', type: 'text', required: true, label: label('Pregunta', 'Question') },
        { name: 'answer', type: 'textarea', required: true, label: label('Respuesta', 'Answer') },
      ],
    },
  ]),
  block('testimonials', 'Testimonios', 'Testimonials', [
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
  ]),
  block('attorneySpotlight', 'Abogado destacado', 'Attorney spotlight', [
    heading,
    {
      name: 'attorney',
      type: 'relationship',
      relationTo: 'attorneys',
      required: true,
      label: label('Abogado', 'Attorney'),
    },
  ]),
  block('trustStrip', 'Franja de confianza', 'Trust strip', [
    {
      name: 'years',
      type: 'text',
      label: label('Cifra de experiencia', 'Experience figure'),
      admin: { description: label('p. ej. "15+ años"', 'e.g. "15+ years"') },
    },
    { name: 'yearsText', type: 'text', label: label('Texto de experiencia', 'Experience text') },
  ]),
  block('contactButtons', 'Botones de llamada y WhatsApp', 'Call and WhatsApp buttons', [
    heading,
    text,
  ]),
]
