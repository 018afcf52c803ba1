import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'
import { hasRole, isAdmin, worksLeads } from '@/lib/access/roles'
import { adminGroups, label, labels, selectOptions } from '@/lib/admin-label'
import { mergeFieldHelp } from './merge-fields'

/**
 * The firm's engagement letters, one per matter type and language. The body is rich text with
 * merge fields in braces ({clientName}, {matter}, {fee}, {paymentPlan}, {attorney}, {date}),
 * filled when a letter is prepared for a lead (letter.ts). Admins (the attorneys) write them;
 * agents read them; editors (marketing) never see them.
 */
export const EngagementTemplates: CollectionConfig = {
  slug: 'engagement-templates',
  labels: labels(
    label('Plantilla de contrato', 'Engagement template'),
    label('Plantillas de contrato', 'Engagement templates'),
  ),
  admin: {
    group: adminGroups.leads,
    hidden: ({ user }) => !worksLeads(user),
    useAsTitle: 'title',
    defaultColumns: ['title', 'matterType', 'language'],
  },
  access: {
    read: ({ req }) => worksLeads(req.user),
    create: isAdmin,
    update: isAdmin,
    delete: ({ req }) => hasRole(req.user as never, 'admin'),
  },
  fields: [
    {
      name: 'matterType',
      type: 'text',
      required: true,
      index: true,
      label: label('Tipo de asunto', 'Matter type'),
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'es',
      options: selectOptions({ es: label('Español', 'Spanish'), en: label('Inglés', 'English') }),
      label: label('Idioma', 'Language'),
    },
    { name: 'title', type: 'text', required: true, label: label('Título', 'Title') },
    {
      name: 'body',
      type: 'richText',
      required: true,
      editor: lexicalEditor(),
      label: label('Texto del contrato', 'Letter text'),
      admin: { description: mergeFieldHelp },
    },
  ],
}
