import type { GlobalConfig } from 'payload'
import { safeRevalidate } from '@/lib/cache/revalidate'
import { isEditor } from '@/lib/access/roles'
import { cacheTags } from '@/lib/cache/tags'

const phone = (name: string) => ({ name, type: 'text' as const, required: true })

/** Everything firm-specific the pages show: one place for staff to edit it. */
export const FirmProfile: GlobalConfig = {
  slug: 'firm-profile',
  admin: { group: 'Content' },
  access: { read: () => true, update: isEditor },
  hooks: {
    afterChange: [
      () => {
        safeRevalidate(cacheTags.firm)
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'founderName', type: 'text', required: true },
    {
      name: 'founderSlug',
      type: 'text',
      required: true,
      admin: { description: 'The {name} of /{name} and of the live-session pages.' },
    },
    {
      // Read from the Attorneys collection (the one list of attorneys), never stored here: the
      // profile's API answer keeps its `attorneys` rows for the clients that read them.
      name: 'attorneys',
      type: 'array',
      virtual: true,
      admin: { readOnly: true, description: 'Edited in Attorneys.' },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'slug', type: 'text', required: true },
        { name: 'role', type: 'text' },
      ],
      hooks: {
        afterRead: [
          async ({ req }) => {
            const locale = req.locale === 'en' ? 'en' : 'es'
            const { docs } = await req.payload.find({
              collection: 'attorneys',
              locale,
              sort: 'order',
              depth: 0,
              pagination: false,
              req,
            })
            return docs.map(({ id, name, slug, role }) => ({ id: String(id), name, slug, role }))
          },
        ],
      },
    },
    {
      name: 'phones',
      type: 'group',
      fields: [
        phone('newCases'),
        phone('customerService'),
        phone('humanitarian'),
        phone('truckCompanies'),
        phone('truckRecruitment'),
        phone('truckCustomerService'),
      ],
    },
    { name: 'email', type: 'email', required: true },
    {
      name: 'offices',
      type: 'array',
      fields: [
        { name: 'city', type: 'text', required: true, localized: true },
        { name: 'address', type: 'textarea', required: true },
      ],
    },
    {
      name: 'social',
      type: 'group',
      fields: [
        { name: 'facebook', type: 'text', required: true },
        { name: 'instagram', type: 'text', required: true },
        { name: 'tiktok', type: 'text', required: true },
        { name: 'youtube', type: 'text', required: true },
        { name: 'whatsapp', type: 'text', required: true },
      ],
    },
    { name: 'recruitmentSiteUrl', type: 'text', required: true },
    { name: 'eb3Url', type: 'text', required: true },
    { name: 'reviewUrl', type: 'text', required: true },
    {
      name: 'googleRating',
      type: 'number',
      min: 1,
      max: 5,
      admin: {
        step: 0.1,
        description:
          'The firm’s average rating on Google, as Google shows it (e.g. 4.9); shown near the top of the home page. Leave empty to hide it.',
      },
    },
    {
      name: 'googleReviewCount',
      type: 'number',
      min: 0,
      admin: {
        description:
          'How many reviews the firm has on Google; shown beside the rating. Empty: the number of Google reviews stored here.',
      },
    },
    {
      name: 'mapQuery',
      type: 'text',
      required: true,
      admin: { description: 'Address searched in the map the footer loads on request.' },
    },
  ],
}
