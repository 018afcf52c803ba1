import fs from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import S3rver from 's3rver'
import { tmpDir } from './database'

/** s3rver's fixed credentials: it checks every signed request against them. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * A local S3 (s3rver: the S3 REST protocol, signature V4 checked, objects in a folder) with one
 * bucket, and every request it received (method, path, headers), to check what the site sent.
 */
export class FakeS3 {
  readonly requests: { method: string; url: string; headers: IncomingHttpHeaders }[] = []
  private server?: S3rver
  private directory = path.join(tmpDir, `s3-${process.pid}-${Date.now()}`)
  url = ''

  constructor(readonly bucket = 'firm-uploads') {}

  async start() {
    fs.mkdirSync(this.directory, { recursive: true })
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.directory,
      configureBuckets: [{ name: this.bucket }],
    })
    const { port } = await this.server.run()
    this.server.httpServer.on('request', (req) =>
      this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers }),
    )
    this.url = `http://127.0.0.1:${port}`
    return this
  }

  /** The site's S3 variables for this bucket (path-style: `<endpoint>/<bucket>/<key>`). */
  env(): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    }
  }

  /** The keys stored in the bucket (s3rver keeps each object as a file under its folder). */
  keys(): string[] {
    const root = path.join(this.directory, this.bucket)
    if (!fs.existsSync(root)) return []
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((file) => file.endsWith('._S3rver_object'))
      .map((file) =>
        file
          .replace(/\._S3rver_object$/, '')
          .split(path.sep)
          .join('/'),
      )
      .sort()
  }

  /** An object's bytes as stored. */
  object(key: string): Buffer {
    return fs.readFileSync(path.join(this.directory, this.bucket, `${key}._S3rver_object`))
  }

  async stop() {
    await this.server?.close()
    fs.rmSync(this.directory, { recursive: true, force: true })
  }
}
