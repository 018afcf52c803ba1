import type { CollectionBeforeChangeHook, CollectionConfig, Field, FieldAccess } from 'payload'
import { accountHolds, hasRole, worksLeads } from '@/lib/access/roles'
import { label } from '@/lib/admin-label'
import { feedUrl } from './feed-links'

/** The feed link is shown to its agent and to admins only: agents read each other's accounts. */
const selfOrAdmin: FieldAccess = ({ req, doc, id }) =>
  hasRole(req.user as never, 'admin') ||
  (req.user != null && req.user.id === (doc?.id ?? id) && worksLeads(req.user))

/** Ticking "new link" bumps the version: every link signed with the old one stops working. */
const regenerateFeed: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.newCalendarFeed === true) {
    data.calendarFeedVersion = Number(originalDoc?.calendarFeedVersion ?? 0) + 1
  }
  delete data.newCalendarFeed
  return data
}

const feedFields: Field[] = [
  {
    name: 'calendarFeedVersion',
    type: 'number',
    label: label('Versión del enlace del calendario', 'Calendar link version'),
    defaultValue: 0,
    // Changed only by the hook above (regenerating the link), never typed in.
    access: { create: () => false, update: () => false },
    admin: { hidden: true },
  },
  {
    name: 'calendarFeedUrl',
    // A textarea, not a text input: the whole link wraps and shows on a phone, where an input
    // cut it at its edge.
    type: 'textarea',
    virtual: true,
    label: label(
      'Mi calendario de citas (enlace privado)',
      'My booked calls calendar (private link)',
    ),
    access: { read: selfOrAdmin, create: () => false, update: () => false },
    admin: {
      readOnly: true,
      rows: 3,
      condition: (data) => Boolean(data?.calendarFeedUrl),
      description: label(
        'Suscríbase a este enlace en Google Calendar ("Desde URL"), Outlook o Apple Calendar para ver sus llamadas agendadas. Es privado: no lo comparta.',
        'Subscribe to this link in Google Calendar ("From URL"), Outlook or Apple Calendar to see your booked calls. It is private: do not share it.',
      ),
    },
    hooks: {
      // The account read (not the session reading it, checked by `read` above) decides: a
      // stored account carries no session, so `worksLeads` would deny it under two-step login.
      afterRead: [
        ({ siblingData }) =>
          siblingData?.id && accountHolds(siblingData, 'admin', 'agent')
            ? feedUrl({
                id: siblingData.id as number,
                calendarFeedVersion: siblingData.calendarFeedVersion as number | null,
              })
            : undefined,
      ],
    },
  },
  {
    name: 'newCalendarFeed',
    type: 'checkbox',
    virtual: true,
    label: label(
      'Crear un enlace nuevo al guardar (el anterior deja de funcionar)',
      'Make a new link on save (the old one stops working)',
    ),
    access: { read: selfOrAdmin, create: () => false, update: selfOrAdmin },
    // Virtual fields are read-only in the admin unless said otherwise.
    admin: { readOnly: false, condition: (data) => Boolean(data?.calendarFeedUrl) },
  },
]

/** Each lead worker's private calendar feed (ICS subscription) on their staff account. */
export function withCalendarFeed(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    fields: [...users.fields, ...feedFields],
    hooks: { ...users.hooks, beforeChange: [...(users.hooks?.beforeChange ?? []), regenerateFeed] },
  }
}
