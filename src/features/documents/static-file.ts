import type { CollectionConfig } from 'payload'

type UploadHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

/**
 * Payload's own file address (`/cms/api/lead-documents/file/<name>`) serves nobody, staff
 * included: it writes no audit event. Runs before the S3 adapter's handler, so neither the local
 * folder nor the bucket is reached that way. Staff use `/cms/api/lead-documents/:id/download`.
 */
export const refuseStaticFile: UploadHandler = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
