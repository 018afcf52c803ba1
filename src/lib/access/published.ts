import type { Access } from 'payload'

/** Staff read everything; visitors read only published documents (drafts stay private). */
export const publishedOrStaff: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }
