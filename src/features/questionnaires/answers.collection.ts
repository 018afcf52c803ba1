import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import { isLeadWorker, never } from '@/lib/access/roles'
import { label, labels, languageOptions } from '@/lib/admin-label'
import { leadsAdmin } from '@/lib/access/leads-desk'
import { staffDateTime } from '@/lib/payload/staff-date'
import { sendLinkEndpoint } from './send-link-endpoint'

/**
 * A submitted version is evidence: nothing rewrites it, not even the site's own code (the hook
 * runs with access overridden too). A change of mind is a new version.
 */
const keepSubmitted: CollectionBeforeChangeHook = ({ operation, originalDoc }) => {
  if (operation === 'update' && originalDoc?.submittedAt) {
    throw new APIError('Submitted answers are never changed: a change is a new version.', 409)
  }
}

const fixed = { create: never, update: never }

/**
 * One version of a lead's answers to a questionnaire. Only the visitor's page writes them (the
 * local API); staff read them (each read audited), and nobody writes them through the API.
 */
export const QuestionnaireAnswers: CollectionConfig = {
  slug: 'questionnaire-answers',
  labels: labels(
    label('Respuestas de cuestionario', 'Questionnaire answers'),
    label('Respuestas de cuestionarios', 'Questionnaire answers'),
  ),
  admin: leadsAdmin(['lead', 'questionnaire', 'version', 'submittedAt']),
  defaultSort: '-updatedAt',
  endpoints: [sendLinkEndpoint],
  access: { read: isLeadWorker, create: () => false, update: () => false, delete: () => false },
  hooks: { beforeChange: [keepSubmitted] },
  fields: [
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      required: true,
      index: true,
      access: fixed,
      label: label('Prospecto', 'Lead'),
      admin: { readOnly: true },
    },
    {
      name: 'questionnaire',
      type: 'relationship',
      relationTo: 'questionnaires',
      required: true,
      access: fixed,
      label: label('Cuestionario', 'Questionnaire'),
      admin: { readOnly: true },
    },
    {
      name: 'version',
      type: 'number',
      required: true,
      defaultValue: 1,
      access: fixed,
      label: label('Versión', 'Version'),
      admin: { readOnly: true },
    },
    {
      name: 'answers',
      type: 'json',
      access: fixed,
      label: label('Respuestas', 'Answers'),
      admin: { readOnly: true },
    },
    {
      name: 'currentStep',
      type: 'number',
      defaultValue: 0,
      access: fixed,
      label: label('Paso actual', 'Current step'),
      admin: { readOnly: true },
    },
    {
      name: 'locale',
      type: 'select',
      options: languageOptions,
      access: fixed,
      label: label('Idioma', 'Language'),
      admin: { readOnly: true },
    },
    {
      name: 'submittedAt',
      type: 'date',
      index: true,
      access: fixed,
      label: label('Enviado', 'Submitted'),
      admin: { ...staffDateTime, readOnly: true },
    },
  ],
}
