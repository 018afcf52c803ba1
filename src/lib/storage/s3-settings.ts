import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { env } from '@/lib/env.mjs'

export type S3Settings = { bucket: string; config: S3ClientConfig }

/**
 * The S3-compatible bucket of uploads when S3_BUCKET is set (AWS, MinIO, R2, the tests' fake);
 * null keeps them in local folders. Credentials from the variables, else the SDK's own chain
 * (instance role, AWS_* variables).
 */
export function s3Settings(): S3Settings | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env()
  if (!S3_BUCKET) return null
  return {
    bucket: S3_BUCKET,
    config: {
      region: S3_REGION,
      endpoint: S3_ENDPOINT,
      forcePathStyle: env().S3_FORCE_PATH_STYLE === '1',
      credentials:
        S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
          ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  }
}
