import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

export const minPasswordLength = 12

/**
 * Payload accepts passwords of 3 characters and has no setting for it; every way a password is
 * set (create, first account, account page, reset link) goes through this operation hook.
 */
export const passwordPolicy: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && password.length < minPasswordLength) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [
        {
          path: 'password',
          message: req.t('validation:longerThanMin', { minLength: minPasswordLength }),
        },
      ],
    })
  }
  return args
}
