import type { CollectionConfig, Field } from 'payload'
import { isAdmin, isLeadWorker, never } from '@/lib/access/roles'
import { label, labels, selectOptions as options, type AdminText } from '@/lib/admin-label'
import { exportLeadsEndpoint } from './pipeline/export-endpoint'
import { logCallEndpoint } from './pipeline/log-call-endpoint'
import { leadsAdmin } from '@/lib/access/leads-desk'
import { pipelineFields } from './pipeline/fields'
import { recordPipeline } from './pipeline/history'
import { phoneSearch } from './pipeline/search'
import { scheduleFollowUp } from './pipeline/follow-up-schedule'
import { queueRetainedEvent } from './pipeline/lead-retained'
import { mergeLeadEndpoint } from './pipeline/merge-endpoint'
import { followUpFields } from './pipeline/follow-up-fields'
import { mergedIntoField, retainedFields } from './pipeline/retained-fields'
import { auditLeadChanges } from '@/features/audit'
import { forgetPersonEndpoint } from './pipeline/retention-endpoints'
import { phoneOptOutEndpoint } from './messaging/phone-opt-out-endpoint'
import { agentReplyEndpoint } from './messaging/agent-reply-endpoint'
import { deleteLeadRecords } from './pipeline/lead-erasure'
import { attributionField } from './attribution-fields'
import { conversionsEndpoint } from './conversions/endpoint'

/**
 * The evidence: what the visitor sent and the consent record. The site writes it once; no role
 * can change it afterwards, in the admin or through the REST API.
 */
const evidence = { create: never, update: never }

const filled = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  (typeof value !== 'object' || Object.values(value as object).some(filled))

/**
 * A read-only field of the evidence. An optional one the visitor's form did not send (a
 * referral's fields on a general lead…) is left out of the edit view rather than shown empty.
 */
const readOnly = (field: Field): Field => {
  const name = 'name' in field ? field.name : undefined
  const optional = name && field.type !== 'checkbox' && !('required' in field && field.required)
  const condition = (_: unknown, sibling: Record<string, unknown> | undefined) =>
    filled(sibling?.[name!])
  return {
    ...field,
    access: evidence,
    admin: { ...field.admin, readOnly: true, ...(optional ? { condition } : {}) },
  } as Field
}

/** Fields of a row, one under the other (a row renders at once; see the consent record). */
const fullWidth = (fields: Field[]): Field[] =>
  fields.map((field) => ({ ...field, admin: { ...field.admin, width: '100%' } }) as Field)

const flag = (name: string, text: AdminText) =>
  readOnly({ name, type: 'number', min: 0, max: 1, label: text } as Field)

/**
 * Every lead a visitor sends, as received, and the intake pipeline staff work on it. Only the
 * site's own code creates leads (local API); agents and admins read them, work them and export
 * them; only an admin can delete one; editors never see them.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: labels(label('Prospecto', 'Lead'), label('Prospectos', 'Leads')),
  admin: {
    ...leadsAdmin(['nombre', 'phone', 'status', 'assignedTo', 'receivedAt', 'seccion']),
    useAsTitle: 'nombre',
    listSearchableFields: ['nameFolded', 'email', 'phoneDigits'],
    components: {
      beforeListTable: [
        '/features/leads/admin/LeadsListHeader#LeadsListHeader',
        '/features/leads/admin/DeskListTools#DeskListTools',
      ],
    },
  },
  endpoints: [
    exportLeadsEndpoint,
    conversionsEndpoint,
    logCallEndpoint,
    mergeLeadEndpoint,
    forgetPersonEndpoint,
    phoneOptOutEndpoint,
    agentReplyEndpoint,
  ],
  access: { read: isLeadWorker, create: () => false, update: isLeadWorker, delete: isAdmin },
  defaultSort: 'queue',
  hooks: {
    beforeOperation: [phoneSearch],
    beforeChange: [recordPipeline],
    afterChange: [scheduleFollowUp, queueRetainedEvent, auditLeadChanges],
    beforeDelete: [deleteLeadRecords],
  },
  fields: [
    {
      name: 'actions',
      type: 'ui',
      label: label('Contactar', 'Contact'),
      admin: { components: { Field: '/features/leads/admin/LeadActions.client#LeadActions' } },
    },
    {
      name: 'visitorMessage',
      type: 'ui',
      label: label('Lo que escribió el cliente', 'What the client wrote'),
      admin: { components: { Field: '/features/leads/admin/VisitorMessage#VisitorMessage' } },
    },
    {
      // Agents and admins (the component checks): the answers before the call and the link.
      name: 'questionnaire',
      type: 'ui',
      label: label('Cuestionario', 'Questionnaire'),
      admin: {
        components: { Field: '/features/questionnaires/admin/LeadQuestionnaire#LeadQuestionnaire' },
      },
    },
    ...pipelineFields,
    ...followUpFields,
    ...retainedFields,
    mergedIntoField,
    {
      type: 'collapsible',
      label: label(
        'Lo que envió el cliente (no se modifica)',
        'What the client sent (never changed)',
      ),
      fields: [
        {
          type: 'row',
          fields: [
            readOnly({
              name: 'nombre',
              type: 'text',
              required: true,
              label: label('Nombre', 'Name'),
            }),
            readOnly({
              name: 'phone',
              type: 'text',
              required: true,
              index: true,
              label: label('Teléfono', 'Phone'),
              admin: { components: { Cell: '/features/leads/admin/PhoneCell#PhoneCell' } },
            }),
            readOnly({ name: 'email', type: 'text', label: label('Correo', 'E-mail') }),
          ],
        },
        readOnly({ name: 'mensaje', type: 'textarea', label: label('Mensaje', 'Message') }),
        readOnly({
          name: 'seccion',
          type: 'text',
          index: true,
          label: label('Sección', 'Section'),
        }),
        readOnly({
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'general',
          label: label('Formulario', 'Form'),
          options: options({
            general: label('General', 'General'),
            situation: label('Situación', 'Situation'),
            parole: label('Parole', 'Parole'),
            referral: label('Referido', 'Referral'),
            socialmedia: label('Redes sociales', 'Social media'),
            tramcase: label('Transporte (tramcase)', 'Trucking (tramcase)'),
          }),
          index: true,
        }),
        readOnly({ name: 'situacion', type: 'text', label: label('Situación', 'Situation') }),
        readOnly({
          name: 'situacionKey',
          type: 'text',
          label: label('Clave de situación', 'Situation key'),
        }),
        readOnly({ name: 'casado', type: 'text', label: label('Casado', 'Married') }),
        readOnly({ name: 'estancia', type: 'text', label: label('Estancia', 'Stay') }),
        readOnly({
          name: 'referrer',
          type: 'group',
          label: label('Referido por', 'Referred by'),
          fields: [
            { name: 'nombre', type: 'text', label: label('Nombre', 'Name') },
            { name: 'telefono', type: 'text', label: label('Teléfono', 'Phone') },
          ],
        }),
        readOnly({
          name: 'social',
          type: 'group',
          label: label('Equipo de redes sociales', 'Social-media team'),
          fields: [
            { name: 'agente', type: 'text', label: label('Agente', 'Agent') },
            { name: 'source', type: 'text', label: label('Fuente', 'Source') },
            { name: 'status', type: 'text', label: label('Estado', 'Status') },
            { name: 'tipo', type: 'text', label: label('Tipo', 'Type') },
            { name: 'link', type: 'text', label: label('Conversación', 'Conversation') },
            flag('hora', label('Se le puede llamar ahora', 'Can be called now')),
            flag('pc_referido', label('Referido (PC)', 'Referral (PC)')),
            flag('pc_videollamada', label('Videollamada (PC)', 'Video call (PC)')),
            flag('direcionada', label('Direccionada', 'Routed')),
          ],
        }),
      ],
    },
    // The consent record as a heading and a row, not a collapsible: Payload renders a
    // collapsible's fields only near the viewport, so below a long history the record was an
    // empty panel (and absent from find-in-page and the page's HTML).
    {
      name: 'consentHeading',
      type: 'ui',
      label: label(
        'Consentimiento y contexto (no se modifica)',
        'Consent and context (never changed)',
      ),
      admin: { components: { Field: '/features/leads/admin/ConsentHeading#ConsentHeading' } },
    },
    {
      type: 'row',
      admin: { className: 'lead-consent' },
      fields: fullWidth([
        readOnly({
          name: 'checkbox',
          type: 'checkbox',
          label: label('Términos aceptados', 'Terms accepted'),
        }),
        readOnly({
          name: 'consentText',
          type: 'textarea',
          label: label('Texto de consentimiento mostrado', 'Consent text shown'),
        }),
        readOnly({
          name: 'locale',
          type: 'select',
          options: options({ es: label('Español', 'Spanish'), en: label('Inglés', 'English') }),
          required: true,
          index: true,
          label: label('Idioma', 'Language'),
        }),
        readOnly({ name: 'pagePath', type: 'text', label: label('Página', 'Page') }),
        readOnly({
          name: 'source',
          type: 'text',
          index: true,
          label: label('Fuente de campaña', 'Campaign source'),
        }),
        readOnly({
          name: 'fechaHora',
          type: 'text',
          label: label('fecha_hora del navegador', 'fecha_hora sent by the browser'),
        }),
        readOnly({
          name: 'receivedAt',
          type: 'date',
          required: true,
          index: true,
          label: label('Recibido', 'Received'),
          admin: {
            components: {
              Field: '/features/leads/admin/FirmDate#FirmDateField',
              Cell: '/features/leads/admin/FirmDate#FirmDateCell',
            },
          },
        }),
        readOnly({ name: 'ip', type: 'text', label: label('IP', 'IP') }),
        readOnly({ name: 'userAgent', type: 'text', label: label('Navegador', 'User agent') }),
        readOnly({
          name: 'visitorTimeZone',
          type: 'text',
          label: label('Zona horaria del navegador', 'Browser time zone'),
          admin: {
            description: label(
              'La que envió el navegador del visitante (IANA); el primer mensaje automático dice la hora en ella.',
              "Sent by the visitor's browser (IANA); the first auto-reply says its time in it.",
            ),
          },
        }),
        readOnly({
          name: 'spam',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          label: label('Spam (trampa anti-bots)', 'Spam (bot trap)'),
        }),
      ]),
    },
    attributionField,
    {
      name: 'deliveryStatus',
      type: 'select',
      defaultValue: 'pending',
      label: label('Entrega', 'Delivery'),
      options: options({
        pending: label('Pendiente', 'Pending'),
        delivered: label('Entregado', 'Delivered'),
        failing: label('Reintentando', 'Retrying'),
        failed: label('Fallido', 'Failed'),
        'not-configured': label('Sin destino configurado', 'No target configured'),
        spam: label('Spam', 'Spam'),
      }),
      index: true,
      access: evidence,
      admin: {
        readOnly: true,
        components: { afterInput: ['/features/leads/admin/LeadDeliveries#LeadDeliveries'] },
      },
    },
    {
      name: 'staffNotes',
      type: 'textarea',
      label: label('Notas del equipo', 'Staff notes'),
      access: { create: never },
      admin: { components: { afterInput: ['/features/leads/admin/LeadTexts#LeadTexts'] } },
    },
    {
      // Agents and admins (the component checks): what the client sent, and the checklist.
      name: 'documents',
      type: 'ui',
      label: label('Documentos', 'Documents'),
      admin: {
        components: { Field: '/features/documents/admin/LeadDocumentsPanel#LeadDocumentsPanel' },
      },
    },
    {
      // Agents and admins: the fees asked online and what Stripe said of them (features/payments).
      name: 'payments',
      type: 'ui',
      label: label('Pagos', 'Payments'),
      admin: { components: { Field: '/features/payments/admin/LeadPayments#LeadPayments' } },
    },
    {
      // Agents and admins: the lead's engagement letters; admins prepare one from here.
      name: 'engagements',
      type: 'ui',
      label: label('Cartas de contratación', 'Engagement letters'),
      admin: {
        components: { Field: '/features/engagements/admin/LeadEngagements#LeadEngagements' },
      },
    },
    {
      // Admins only (the component checks): the lead's audit trail and "forget this person".
      name: 'auditTrail',
      type: 'ui',
      label: label('Auditoría', 'Audit trail'),
      admin: { components: { Field: '/features/audit/admin/LeadAuditPanel#LeadAuditPanel' } },
    },
  ],
}
