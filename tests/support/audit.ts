import { execFile } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** `npm run audit:verify` on a database, as an operator runs it: its exit code and output. */
export function auditVerify(databaseUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'audit:verify'],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, SKIP_SEED: '1' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    )
  })
}

/** The audit events of a lead (or all), oldest first, read as an admin through the REST API. */
export async function auditEvents(
  baseURL: string,
  adminToken: string,
  where: Record<string, string> = {},
) {
  const query = new URLSearchParams({ sort: 'seq', limit: '500', depth: '0', ...where })
  const response = await fetch(`${baseURL}/cms/api/audit-events?${query}`, {
    headers: { authorization: `JWT ${adminToken}` },
  })
  if (!response.ok) throw new Error(`audit-events: ${response.status}`)
  return (await response.json()).docs as {
    id: number
    seq: number
    action: string
    user: string | null
    lead: number | null
    ip: string | null
    details: Record<string, unknown> | null
  }[]
}
