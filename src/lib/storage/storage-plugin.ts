import { s3Storage } from '@payloadcms/storage-s3'
import { bucketPrefixes } from './bucket-prefixes'
import { s3Settings } from './s3-settings'

/**
 * Uploads on S3 when S3_BUCKET is set (issue 37): the site's images under `media/`, clients'
 * documents under `documents/`. Objects are written without an ACL (private: the bucket's
 * default) and every file is read through Payload's routes (`disablePayloadAccessControl` stays
 * false), so each collection's access rules decide who gets it; clients' documents are refused
 * there and go out only through their audited download. The plugin is always in the config,
 * disabled without a bucket, with `alwaysInsertFields`: the schema (the `prefix` column) is one,
 * so one set of migrations serves both.
 */
export function storagePlugin() {
  const settings = s3Settings()
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'uploads',
    config: settings?.config ?? {},
    collections: {
      media: { prefix: bucketPrefixes.media },
      'lead-documents': { prefix: bucketPrefixes['lead-documents'] },
    },
  })
}
