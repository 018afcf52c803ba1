import fs from 'node:fs'
import path from 'node:path'
import { env } from '@/lib/env.mjs'

/** DATABASE_URL, default `file:./data/site.db` (lib/env.mjs). */
export function databaseUrl(): string {
  return env().DATABASE_URL
}

export function isPostgres(url = databaseUrl()): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

/** libSQL creates the file but not its folder. */
export function ensureSqliteFolder(url: string) {
  const file = url.replace(/^file:/, '')
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}
