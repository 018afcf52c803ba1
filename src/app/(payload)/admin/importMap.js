import { ExportLeadsForm as ExportLeadsForm_686a6ac41ce1e9567bf035acdb927c3f } from '../../../features/leads/admin/ExportLeadsForm'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/leads/admin/ExportLeadsForm#ExportLeadsForm": ExportLeadsForm_686a6ac41ce1e9567bf035acdb927c3f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
