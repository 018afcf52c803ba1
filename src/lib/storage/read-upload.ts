import fs from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3Settings } from './s3-settings'

let client: S3Client | undefined

/**
 * The bytes of a stored upload: from the bucket (`<prefix>/<filename>`) when S3 is configured,
 * else from the collection's folder. For routes that serve a file after their own checks.
 */
export async function readUpload(
  upload: { filename?: string | null; prefix?: string | null },
  staticDir: string,
): Promise<Buffer | null> {
  const filename = upload.filename ? path.basename(upload.filename) : null
  if (!filename) return null
  const settings = s3Settings()
  if (!settings) {
    return fs.readFile(path.join(staticDir, filename)).catch(() => null)
  }
  client ??= new S3Client(settings.config)
  const key = upload.prefix ? `${upload.prefix}/${filename}` : filename
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch {
    return null
  }
}
