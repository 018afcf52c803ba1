import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { twoFactorTextsEn, twoFactorTextsEs } from './texts'
import { isCurrentPassword, storedAccount } from './current-password'
import { minPasswordLength, strongPassword } from './password-strength'
import { hasRole } from '@/lib/access/roles'

export { minPasswordLength }

type Data = { password?: unknown; email?: unknown; name?: unknown; currentPassword?: unknown }

const textsOf = (req: PayloadRequest) =>
  req.i18n?.language === 'en' ? twoFactorTextsEn : twoFactorTextsEs

/**
 * A refusal REST clients and the admin's toast show as it is written, in the request's language,
 * with the field it concerns (the admin marks it); a ValidationError would only say which field
 * was invalid. Named here: the production build makes Payload's error classes anonymous, and
 * Payload answers an error without a name as "An unknown error occurred".
 */
const refuse = (path: string, message: string) =>
  Object.assign(new APIError(message, 400, { errors: [{ path, message }] }, true), {
    name: 'APIError',
  })

/**
 * A password or e-mail change on one's own account needs the current password: a stolen session
 * alone cannot take the account over. An admin (past the second factor) may set another
 * account's password or e-mail without it: that is how a locked-out colleague is helped. Scripts
 * (no user) are trusted.
 */
async function checkCurrentPassword(req: PayloadRequest, id: unknown, data: Data) {
  if (!req.user) return
  const self = id === undefined || String(id) === String(req.user.id)
  if (!self && hasRole(req.user as never, 'admin')) return
  const target = await storedAccount(req, self ? req.user.id : (id as number | string))
  const newPassword = typeof data.password === 'string' && data.password !== ''
  const newEmail =
    typeof data.email === 'string' &&
    data.email.trim().toLowerCase() !== (target?.email ?? '').toLowerCase()
  if (!newPassword && !newEmail) return
  const texts = textsOf(req)
  if (typeof data.currentPassword !== 'string' || data.currentPassword === '') {
    throw refuse('currentPassword', texts.currentPasswordRequired)
  }
  if (!(await isCurrentPassword(target, data.currentPassword))) {
    throw refuse('currentPassword', texts.currentPasswordWrong)
  }
}

/**
 * Payload accepts passwords of 3 characters and has no setting for it; every way a password is
 * set (create, first account, account page, reset link) goes through this operation hook: at
 * least 12 characters and a zxcvbn score of 3 against common and leaked passwords and English
 * and Spanish words (offline), and the current password for a change of one's own.
 */
export const passwordPolicy: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = ((args as { data?: Data }).data ?? {}) as Data
  if (operation === 'update') {
    await checkCurrentPassword(req, (args as { id?: unknown }).id, data)
  }
  const password = data.password
  if (typeof password === 'string' && password !== '') {
    if (password.length < minPasswordLength) {
      throw refuse('password', textsOf(req).shortPassword)
    }
    const known = [data.email, data.name].filter((word): word is string => typeof word === 'string')
    if (!strongPassword(password, known)) {
      throw refuse('password', textsOf(req).weakPassword)
    }
  }
  return args
}
