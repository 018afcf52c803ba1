import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../staff/roles'
import { deleteLeadDeliveries } from './delete-deliveries'
import { exportLeadsEndpoint } from './export-endpoint'

const flag = (name: string) => ({ name, type: 'number' as const, min: 0, max: 1 })

/**
 * Every lead a visitor sends, as received. Only the site's own code creates leads (local API);
 * staff read them, add notes, mark progress and export them as CSV. Only an admin can delete one.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'nombre',
    group: 'Leads',
    defaultColumns: ['nombre', 'phone', 'seccion', 'kind', 'receivedAt', 'deliveryStatus'],
    components: { beforeListTable: ['/features/leads/admin/ExportLeadsForm#ExportLeadsForm'] },
  },
  endpoints: [exportLeadsEndpoint],
  hooks: { beforeDelete: [deleteLeadDeliveries] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isAdmin },
  defaultSort: '-receivedAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'nombre', type: 'text', required: true },
        { name: 'phone', type: 'text', required: true, index: true },
        { name: 'email', type: 'text' },
      ],
    },
    { name: 'mensaje', type: 'textarea' },
    { name: 'seccion', type: 'text', index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'general',
      options: ['general', 'situation', 'parole', 'referral', 'socialmedia', 'tramcase'],
      index: true,
    },
    { name: 'situacion', type: 'text' },
    { name: 'situacionKey', type: 'text' },
    { name: 'casado', type: 'text' },
    { name: 'estancia', type: 'text' },
    { name: 'checkbox', type: 'checkbox', label: 'Terms accepted' },
    { name: 'consentText', type: 'textarea', admin: { description: 'Consent text shown' } },
    { name: 'locale', type: 'select', options: ['es', 'en'], required: true },
    { name: 'pagePath', type: 'text' },
    { name: 'source', type: 'text', admin: { description: 'First-touch campaign source' } },
    { name: 'fechaHora', type: 'text', admin: { description: 'fecha_hora sent by the browser' } },
    { name: 'receivedAt', type: 'date', required: true, index: true },
    { name: 'ip', type: 'text' },
    { name: 'userAgent', type: 'text' },
    { name: 'spam', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'referrer',
      type: 'group',
      admin: { description: 'Who referred this person (referrals form)' },
      fields: [
        { name: 'nombre', type: 'text' },
        { name: 'telefono', type: 'text' },
      ],
    },
    {
      name: 'social',
      type: 'group',
      admin: { description: 'Social-media team fields' },
      fields: [
        { name: 'agente', type: 'text' },
        { name: 'source', type: 'text' },
        { name: 'status', type: 'text' },
        { name: 'tipo', type: 'text' },
        { name: 'link', type: 'text' },
        flag('hora'),
        flag('pc_referido'),
        flag('pc_videollamada'),
        flag('direcionada'),
      ],
    },
    {
      name: 'deliveryStatus',
      type: 'select',
      defaultValue: 'pending',
      options: ['pending', 'delivered', 'failing', 'failed', 'not-configured', 'spam'],
      index: true,
    },
    { name: 'staffNotes', type: 'textarea' },
  ],
}
