import type { CollectionAfterErrorHook } from 'payload'

type FieldError = { path: string; message: string; label?: unknown }

/** The fields a refused save names (a ValidationError's `data.errors`), told by their shape. */
function fieldErrors(error: unknown): FieldError[] {
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  if (!Array.isArray(errors)) return []
  return errors.filter(
    (field): field is FieldError =>
      typeof field?.path === 'string' && typeof field?.message === 'string' && field.message !== '',
  )
}

/**
 * In this build Payload's REST answer to a refused save keeps only "The following field is
 * invalid: Slug (URL)": the fields' own messages ("This address is already used by …") are lost,
 * so integrations cannot tell why and the admin cannot put the message under its field. Put them
 * back: in `errors[0].message` for integrations, and in `data.errors` (path and message) where
 * the admin's form looks for each field's error.
 */
export const explainRefusal: CollectionAfterErrorHook = ({ error, result }) => {
  const fields = fieldErrors(error)
  const [first, ...rest] =
    (result as { errors?: Record<string, unknown>[] } | undefined)?.errors ?? []
  if (!first || fields.length === 0) return
  const data = { errors: fields.map(({ path, message }) => ({ path, message })) }
  const explained = { ...first, message: fields.map((field) => field.message).join(' '), data }
  return { response: { ...result, errors: [explained, ...rest] } }
}
