import type { Access, Endpoint, FieldAccess } from 'payload'
import { hasRole } from './roles'
import { passedSecondFactor, type SecondFactorUser } from './second-factor'

type Session = (SecondFactorUser & { id?: number | string }) | null | undefined

const sameAccount = (user: Session, id: unknown) =>
  user?.id !== undefined && id !== undefined && id !== null && String(user.id) === String(id)

/**
 * Who may change a staff account: an admin past the second factor (any account), or the
 * account's own session once it passed its second factor (when it needs one). A password-only
 * session changes nothing on its account: not its e-mail, phone or alert settings, nor anything
 * that would let it skip the second step.
 */
export function mayChangeAccount(user: Session, id: unknown): boolean {
  if (hasRole(user as never, 'admin')) return true
  return sameAccount(user, id) && passedSecondFactor(user)
}

export const updateAccount: Access = ({ req, id }) => mayChangeAccount(req.user as Session, id)

/**
 * Field rule of the account's own settings (name, alert phone, alert channels and language): the
 * same as the collection's, asked again per field so a field added later cannot slip past it.
 * On create (no id yet) only an admin.
 */
export const ownAccountField: FieldAccess = ({ req, id, doc }) =>
  mayChangeAccount(req.user as Session, id ?? (doc as { id?: unknown } | undefined)?.id)

/**
 * No account is ever created by Payload's first-register (anonymous: whoever came first would
 * become admin on a fresh install). A collection endpoint answers before Payload's own of the
 * same path; the first admin is created by `npm run create-staff` on the server.
 */
export const refuseFirstRegister: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: () =>
    Response.json(
      { errors: [{ message: 'Forbidden: staff accounts are created with npm run create-staff' }] },
      { status: 403 },
    ),
}
