import type { CollectionBeforeOperationHook, FieldHook } from 'payload'

/**
 * A staff member reads as their name (useAsTitle) in every picker of the admin (assignee, agent
 * on duty…). Payload's pickers ask only for that field (`select: { name: true }`); an account
 * with no name yet would read "Untitled - ID: 3", so such a read also fetches the e-mail and the
 * name falls back to it. Reads of the whole account (its own form, the API) keep the name as
 * stored, so a save never writes the e-mail into it.
 */
export const titleReadsEmail: CollectionBeforeOperationHook = ({ args, operation, context }) => {
  if (operation !== 'read') return args
  const select = (args as { select?: Record<string, unknown> }).select
  if (!select?.name || 'email' in select || Object.values(select).includes(false)) return args
  context.staffTitle = true
  return { ...args, select: { ...select, email: true } }
}

export const nameOrEmail: FieldHook = ({ value, siblingData, context }) =>
  value || (context.staffTitle ? siblingData?.email : value)
