import fs from 'node:fs'
import path from 'node:path'

export const defaultDatabaseUrl = 'file:./data/site.db'

export function databaseUrl(): string {
  return process.env.DATABASE_URL || defaultDatabaseUrl
}

export function isPostgres(url = databaseUrl()): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

/** libSQL creates the file but not its folder. */
export function ensureSqliteFolder(url: string) {
  const file = url.replace(/^file:/, '')
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
}
