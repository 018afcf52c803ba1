import { expect } from 'vitest'
import { sharedServer } from './shared-server'
import { Staff, Visitor } from './http'
import { runCommand } from './payload-cli'
import { staffOfEachRole } from './staff-accounts'

/** `npm run audit:verify [-- args]` on a database, as an operator runs it: exit code and output. */
export async function auditVerify(
  databaseUrl: string,
  args: string[] = [],
): Promise<{ code: number; output: string }> {
  const result = await runCommand(
    'npm',
    ['run', '--silent', 'audit:verify', ...(args.length ? ['--', ...args] : [])],
    { DATABASE_URL: databaseUrl },
  )
  return { code: result.code ?? 1, output: result.stdout + result.stderr }
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
    userId: number | null
    at: string
    prevHash: string
    hash: string
  }[]
}

/** What a test of the staff side's protections needs: the server, its admin, an agent and an editor. */
export function staffSide() {
  const baseURL = sharedServer('baseURL')
  const token = sharedServer('staffToken')
  return {
    baseURL,
    token,
    databaseUrl: sharedServer('databaseUrl'),
    admin: { auth: { authorization: `JWT ${token}` } },
    staff: new Staff(baseURL, token),
    accounts: staffOfEachRole(baseURL, token),
  }
}

let leadCounter = 0

/** A lead a visitor sends through the site's form; its stored row as the admin reads it. */
export async function sentLead(
  baseURL: string,
  token: string,
  fields: Record<string, string> = {},
) {
  leadCounter += 1
  const phone = `305${String(Date.now()).slice(-5)}${String(leadCounter % 100).padStart(2, '0')}`
  const posted = await new Visitor(baseURL).post('/api/prospecto/agregar', {
    nombre: 'Elena Prueba',
    email: `elena${Date.now()}${leadCounter}@example.com`,
    phone,
    mensaje: 'Mi caso',
    checkbox: '1',
    seccion: 'Footer Español',
    ...fields,
  })
  expect((await posted.json()).status).toBe('success')
  const { docs } = await new Staff(baseURL, token).find('leads', { phone })
  return docs[0] as { id: number; phone: string; email: string }
}
