import type { CollectionConfig, Field, FieldAccess } from 'payload'
import { hasRole, isAdmin, isLeadWorker, never } from '@/lib/access/roles'
import { leadsAdmin } from '@/lib/access/leads-desk'
import { label, labels, languageOptions, selectOptions } from '@/lib/admin-label'
import { staffDateTime } from '@/lib/payload/staff-date'
import { signedPdfEndpoint } from './pdf-endpoint'
import { prepareLetterEndpoint } from './prepare-endpoint'
import { signUrlOf, signedPdfUrl } from './sign-link'
import { engagementAfterChange, engagementBeforeChange } from './transitions'

/** Written only by the site's own code (sending, the client's signature), never through the API. */
const siteOnly = { create: never, update: never }
const readOnly = { readOnly: true }
const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as never, 'admin')

const evidence: Field = {
  name: 'evidence',
  type: 'group',
  label: label('Constancia de la firma', 'Signing evidence'),
  access: siteOnly,
  admin: readOnly,
  fields: [
    { name: 'signerName', type: 'text', label: label('Nombre firmado', 'Name signed') },
    {
      name: 'contact',
      type: 'text',
      label: label('Teléfono o correo usado', 'Phone or e-mail used'),
    },
    { name: 'ip', type: 'text', label: label('IP', 'IP') },
    { name: 'userAgent', type: 'text', label: label('Navegador', 'User agent') },
    { name: 'openedAt', type: 'date', label: label('Abierto', 'Opened'), admin: staffDateTime },
    {
      name: 'consentedAt',
      type: 'date',
      label: label('Consentimiento electrónico', 'Electronic consent'),
      admin: staffDateTime,
    },
    { name: 'signedAt', type: 'date', label: label('Firmado', 'Signed'), admin: staffDateTime },
  ],
}

/**
 * An engagement letter for a lead: prepared and sent by an admin (the attorneys hold the admin
 * role), signed by the client at its link (app/(site)/[locale]/firmar), countersigned or voided
 * by an admin. Agents read; editors never see it. What the client signed (the letter as shown,
 * its hash, the evidence, the signed PDF) is written by the site's own code only.
 */
export const Engagements: CollectionConfig = {
  slug: 'engagements',
  labels: labels(label('Contrato', 'Engagement'), label('Contratos', 'Engagements')),
  admin: { ...leadsAdmin(['lead', 'status', 'feeCents', 'sentAt']), useAsTitle: 'id' },
  access: {
    read: isLeadWorker,
    create: isAdmin,
    update: isAdmin,
    // A draft may go; a letter once sent is evidence.
    delete: ({ req }) => hasRole(req.user as never, 'admin') && { status: { equals: 'draft' } },
  },
  endpoints: [signedPdfEndpoint, prepareLetterEndpoint],
  hooks: { beforeChange: [engagementBeforeChange], afterChange: [engagementAfterChange] },
  fields: [
    {
      name: 'lead',
      label: label('Prospecto', 'Lead'),
      type: 'relationship',
      admin: { components: { Cell: '/features/leads/admin/LeadLabel#LeadLabelCell' } },
      relationTo: 'leads',
      index: true,
      required: true,
    },
    {
      name: 'template',
      type: 'relationship',
      relationTo: 'engagement-templates',
      required: true,
      label: label('Plantilla', 'Template'),
    },
    {
      name: 'feeCents',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      label: label(
        'Honorario al firmar (centavos; 0 si nada)',
        'Fee due at signing (cents; 0 if none)',
      ),
    },
    {
      name: 'paymentPlan',
      type: 'textarea',
      label: label('Plan de pago', 'Payment plan'),
    },
    {
      name: 'attorney',
      type: 'relationship',
      relationTo: 'attorneys',
      label: label('Abogado responsable', 'Responsible attorney'),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      access: { create: isAdminField, update: isAdminField },
      options: selectOptions({
        draft: label('Borrador', 'Draft'),
        sent: label('Enviado', 'Sent'),
        signed: label('Firmado por el cliente', 'Signed by the client'),
        countersigned: label('Firmado por el abogado', 'Countersigned'),
        void: label('Anulado', 'Void'),
      }),
      label: label('Estado', 'Status'),
      admin: {
        description: label(
          'Enviar: el cliente recibe el enlace para firmar. Anular y enviar de nuevo para cambiar los términos. Firmado por el abogado: después de la firma del cliente.',
          'Sent: the client gets the link to sign. Void and send again to change the terms. Countersigned: after the client signed.',
        ),
      },
    },
    {
      // The letter as the client will read it (a draft merged from its saved choices).
      name: 'preview',
      type: 'ui',
      label: label('Vista previa', 'Preview'),
      admin: { components: { Field: '/features/engagements/admin/LetterPreview#LetterPreview' } },
    },
    {
      name: 'signUrl',
      type: 'text',
      virtual: true,
      label: label('Enlace para firmar', 'Link to sign'),
      access: siteOnly,
      admin: readOnly,
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData?.status === 'sent' && siblingData.sentAt
              ? signUrlOf(
                  siblingData as { id: number; createdAt: string; sentAt: string },
                  siblingData.locale === 'en' ? 'en' : 'es',
                )
              : undefined,
        ],
      },
    },
    {
      name: 'signedPdf',
      type: 'text',
      virtual: true,
      label: label('PDF firmado', 'Signed PDF'),
      access: siteOnly,
      admin: readOnly,
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData?.id && siblingData.evidence?.signedAt
              ? signedPdfUrl(siblingData.id as number)
              : undefined,
        ],
      },
    },
    {
      name: 'locale',
      type: 'select',
      options: languageOptions,
      label: label('Idioma del contrato', "The letter's language"),
      access: siteOnly,
      admin: readOnly,
    },
    {
      name: 'letter',
      type: 'json',
      label: label('Contrato tal como se mostró', 'The letter as shown'),
      access: siteOnly,
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'letterSha256',
      type: 'text',
      label: label('SHA-256 del contrato mostrado', 'SHA-256 of the letter as shown'),
      access: siteOnly,
      admin: readOnly,
    },
    {
      name: 'sentAt',
      type: 'date',
      label: label('Enviado', 'Sent'),
      access: siteOnly,
      admin: { ...readOnly, ...staffDateTime },
    },
    evidence,
    {
      name: 'countersignedAt',
      type: 'date',
      label: label('Firmado por el abogado', 'Countersigned'),
      access: siteOnly,
      admin: { ...readOnly, ...staffDateTime },
    },
    {
      name: 'countersignedBy',
      type: 'relationship',
      relationTo: 'users',
      label: label('Firmado por', 'Countersigned by'),
      access: siteOnly,
      admin: readOnly,
    },
    {
      name: 'voidedAt',
      type: 'date',
      label: label('Anulado', 'Voided'),
      access: siteOnly,
      admin: { ...readOnly, ...staffDateTime },
    },
    {
      // The signed PDF, base64: served only through its endpoint (pdf-endpoint.ts), audited.
      name: 'pdfData',
      type: 'textarea',
      label: label('PDF firmado (datos)', 'Signed PDF (data)'),
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
  ],
}
