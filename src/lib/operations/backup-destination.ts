import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { s3ClientConfig } from '@/lib/storage/s3-settings'

/** Where scheduled copies go: a folder, or a bucket named `s3://bucket/prefix`. */
export type BackupDestination = {
  /** Shown in logs and the admin: the folder's path or the bucket's address. */
  label: string
  kind: 'folder' | 'bucket'
  /** The names of the copies there (files of the folder, keys under the prefix). */
  list(): Promise<string[]>
  /**
   * Has `make` write the copy into a file, then stores it under `name` whole: no half-written
   * copy carries the name. Returns what `make` returned.
   */
  store<T>(name: string, make: (file: string) => Promise<T>): Promise<T>
  copy(from: string, to: string): Promise<void>
  remove(name: string): Promise<void>
}

function folderDestination(folder: string): BackupDestination {
  const at = (name: string) => path.join(folder, name)
  return {
    label: folder,
    kind: 'folder',
    async list() {
      return fs.existsSync(folder) ? fs.readdirSync(folder) : []
    },
    async store(name, make) {
      fs.mkdirSync(folder, { recursive: true })
      // Written under a temporary name in the folder itself and renamed whole (a crash mid-way
      // leaves only a `.partial`, which the next run's pruning removes).
      const partial = `${at(name)}.partial`
      fs.rmSync(partial, { force: true })
      const result = await make(partial)
      fs.renameSync(partial, at(name))
      return result
    },
    async copy(from, to) {
      fs.copyFileSync(at(from), at(to))
    },
    async remove(name) {
      fs.rmSync(at(name), { force: true })
    },
  }
}

function bucketDestination(address: URL): BackupDestination {
  const bucket = address.hostname
  const prefix = address.pathname.replace(/^\/+|\/+$/g, '')
  const keyOf = (name: string) => (prefix ? `${prefix}/${name}` : name)
  const client = new S3Client(s3ClientConfig())
  return {
    label: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    kind: 'bucket',
    async list() {
      const names: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix ? `${prefix}/` : undefined,
            ContinuationToken: token,
          }),
        )
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(prefix ? prefix.length + 1 : 0)
          if (name && !name.includes('/')) names.push(name)
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return names
    },
    async store(name, make) {
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
      try {
        const file = path.join(scratch, name)
        const result = await make(file)
        // An object appears whole when its upload completes (multipart for large files); a
        // failed upload is aborted and leaves no object under the name.
        await new Upload({
          client,
          params: {
            Bucket: bucket,
            Key: keyOf(name),
            Body: fs.createReadStream(file),
            ContentType: 'application/octet-stream',
          },
        }).done()
        return result
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true })
      }
    },
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: keyOf(to),
          CopySource: `${bucket}/${keyOf(from)}`,
        }),
      )
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }))
    },
  }
}

/**
 * BACKUP_SCHEDULE's destination: `s3://bucket/prefix` is a bucket reached with the S3_ENDPOINT,
 * S3_REGION and S3_* credentials of uploads (it may be another bucket than S3_BUCKET's, which
 * should be: a backup kept beside what it backs up is lost with it); anything else is a folder.
 */
export function backupDestination(schedule: string): BackupDestination {
  if (schedule.startsWith('s3://')) return bucketDestination(new URL(schedule))
  return folderDestination(path.resolve(schedule))
}
