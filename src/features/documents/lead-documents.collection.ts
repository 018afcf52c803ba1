import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env.mjs'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { label, labels } from '@/lib/admin-label'
import { leadsAdmin } from '@/lib/access/leads-desk'
import { staffDateTime } from '@/lib/payload/staff-date'
import { downloadDocumentEndpoint } from './download-endpoint'
import { refuseStaticFile } from './static-file'

const readOnly = { readOnly: true }

/**
 * What clients sent for their case (passports, notices, phone photos). Never public: the files sit
 * in DOCUMENTS_DIR (outside `public/`), or in the S3 bucket under `documents/` when S3_BUCKET is
 * set (lib/storage), and staff read them only through the audited download endpoint; Payload's
 * own file address refuses everyone. Only the site's code creates one (`storeVisitorDocument`,
 * after checking the content); no one edits one, the file least of all: it is evidence.
 */
export const LeadDocuments: CollectionConfig = {
  slug: 'lead-documents',
  labels: labels(label('Documento', 'Document'), label('Documentos', 'Documents')),
  admin: leadsAdmin(['originalName', 'lead', 'requestLabel', 'filesize', 'uploadedAt']),
  access: { read: isLeadWorker, create: () => false, update: () => false, delete: isAdmin },
  endpoints: [downloadDocumentEndpoint],
  defaultSort: '-uploadedAt',
  upload: {
    staticDir: path.resolve(env().DOCUMENTS_DIR),
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    crop: false,
    focalPoint: false,
    displayPreview: false,
    handlers: [refuseStaticFile],
  },
  fields: [
    {
      // The client who sent it (the questionnaire's lead); kept when the lead is, gone with it.
      name: 'lead',
      label: label('Prospecto', 'Lead'),
      type: 'relationship',
      relationTo: 'leads',
      admin: readOnly,
      index: true,
      required: true,
    },
    {
      name: 'requestKey',
      type: 'text',
      index: true,
      label: label('Solicitud (clave)', 'Request (key)'),
      admin: readOnly,
    },
    {
      name: 'requestLabel',
      type: 'text',
      label: label('Documento solicitado', 'Requested document'),
      admin: readOnly,
    },
    {
      name: 'originalName',
      type: 'text',
      required: true,
      label: label('Nombre del archivo enviado', 'Name of the file sent'),
      admin: readOnly,
    },
    {
      name: 'sha256',
      type: 'text',
      required: true,
      label: label('SHA-256', 'SHA-256'),
      admin: readOnly,
    },
    {
      name: 'uploadedAt',
      type: 'date',
      required: true,
      index: true,
      label: label('Recibido', 'Received'),
      admin: { ...readOnly, ...staffDateTime },
    },
    {
      name: 'removed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('Quitado por el cliente', 'Removed by the client'),
      admin: readOnly,
    },
  ],
}
