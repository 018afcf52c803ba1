import type { CollectionConfig } from 'payload'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { campaignAccess } from './access'
import { monthPattern } from './spend-month'
import { spendImportEndpoint } from './spend-import-endpoint'
import { figuresEndpoint } from './figures-endpoint'
import { reportCsvEndpoint } from './report-endpoint'

const monthMessage = {
  es: 'Escriba el mes como AAAA-MM, p. ej. 2026-10.',
  en: 'Write the month as YYYY-MM, e.g. 2026-10.',
}
const amountMessage = {
  es: 'Escriba un importe en dólares igual o mayor que 0.',
  en: 'Write an amount in dollars of 0 or more.',
}
const datesMessage = {
  es: 'La fecha de fin no puede ser anterior a la de inicio.',
  en: 'The end date cannot be before the start date.',
}
type Options = { req: { i18n?: { language?: string } }; siblingData?: Record<string, unknown> }
const say = (req: Options['req'], text: { es: string; en: string }) =>
  req.i18n?.language === 'en' ? text.en : text.es

/**
 * An advertising campaign: where its visitors come from (source, medium), the campaign pages it
 * sends them to, when it runs and what it cost each month. Leads are matched to it by its name
 * (their utm_campaign) and by its pages (campaign-figures.ts).
 */
export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  labels: labels(label('Campaña', 'Campaign'), label('Campañas', 'Campaigns')),
  admin: {
    useAsTitle: 'name',
    group: adminGroups.pages,
    defaultColumns: ['name', 'source', 'medium', 'startDate', 'endDate'],
  },
  access: campaignAccess,
  endpoints: [spendImportEndpoint, figuresEndpoint, reportCsvEndpoint],
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      label: label('Nombre (utm_campaign)', 'Name (utm_campaign)'),
      admin: {
        description: label(
          'Escriba el mismo nombre que usa en el parámetro utm_campaign de sus anuncios: así se le atribuyen los prospectos (sin distinguir mayúsculas).',
          'Write the same name your ads use in their utm_campaign parameter: that is how leads are attributed to it (case does not matter).',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'text',
          label: label('Fuente (utm_source)', 'Source (utm_source)'),
          admin: { placeholder: 'tiktok' },
        },
        {
          name: 'medium',
          type: 'text',
          label: label('Medio (utm_medium)', 'Medium (utm_medium)'),
          admin: { placeholder: 'paid_social' },
        },
      ],
    },
    {
      name: 'pages',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      label: label('Páginas de campaña que usa', 'Campaign pages it uses'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          label: label('Fecha de inicio', 'Start date'),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
        },
        {
          name: 'endDate',
          type: 'date',
          label: label('Fecha de fin', 'End date'),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
          validate: ((value: unknown, { req, siblingData }: Options) => {
            const start = siblingData?.startDate
            if (!value || !start) return true
            return new Date(String(value)) >= new Date(String(start))
              ? true
              : say(req, datesMessage)
          }) as never,
        },
      ],
    },
    {
      // Texts from the admin catalog (`campaigns:` in admin-texts.ts).
      name: 'spendImport',
      type: 'ui',
      label: label('Importar gasto desde un CSV', 'Import spend from a CSV'),
      admin: {
        disableListColumn: true,
        components: { Field: '/features/campaigns/admin/SpendImport.client#SpendImport' },
      },
    },
    {
      name: 'spend',
      type: 'array',
      label: label('Gasto por mes (USD)', 'Spend per month (USD)'),
      labels: labels(label('Mes', 'Month'), label('Meses', 'Months')),
      admin: { initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'month',
              type: 'text',
              required: true,
              label: label('Mes (AAAA-MM)', 'Month (YYYY-MM)'),
              admin: { placeholder: '2026-10' },
              validate: ((value: unknown, { req }: Options) =>
                typeof value === 'string' && monthPattern.test(value)
                  ? true
                  : say(req, monthMessage)) as never,
            },
            {
              name: 'amount',
              type: 'number',
              required: true,
              min: 0,
              label: label('Importe (USD)', 'Amount (USD)'),
              validate: ((value: unknown, { req }: Options) =>
                typeof value === 'number' && Number.isFinite(value) && value >= 0
                  ? true
                  : say(req, amountMessage)) as never,
            },
          ],
        },
      ],
    },
  ],
}
