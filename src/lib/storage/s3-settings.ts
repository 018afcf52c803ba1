import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { env } from '@/lib/env.mjs'

export type S3Settings = { bucket: string; config: S3ClientConfig }

/**
 * How the site reaches S3 (AWS, MinIO, R2, the tests' fake): S3_ENDPOINT, S3_REGION, path style,
 * and credentials from the variables, else the SDK's own chain (instance role, AWS_* variables).
 * Used by uploads and by backups scheduled to a bucket.
 */
export function s3ClientConfig(): S3ClientConfig {
  const { S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env()
  return {
    region: S3_REGION,
    endpoint: S3_ENDPOINT,
    forcePathStyle: env().S3_FORCE_PATH_STYLE === '1',
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

/** The bucket of uploads when S3_BUCKET is set; null keeps them in local folders. */
export function s3Settings(): S3Settings | null {
  const { S3_BUCKET } = env()
  if (!S3_BUCKET) return null
  return { bucket: S3_BUCKET, config: s3ClientConfig() }
}
