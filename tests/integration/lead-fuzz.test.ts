import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rulesForPost } from '@/features/leads/intake/form-rules'
import { isIsoDateTime, validateLead } from '@/features/leads/intake/schemas'
import { freshDatabase } from '../support/database'
import { firstStaffToken } from '../support/http'
import { leadEndpoints, runFuzz } from '../support/lead-fuzz.mjs'
import { startServer, type RunningServer } from '../support/server'

// Generated hostile posts (malformed multipart/urlencoded/JSON, wrong types, huge, empty, unicode,
// markup, SQL, duplicate fields, odd methods and cookies) against the three lead endpoints, on a
// server of its own. FUZZ_SEED reproduces a run; FUZZ_COUNT raises the count per endpoint. CI's
// 200 a kind draws every mutation many times over; `npm run bench:fuzz` sweeps 10,000 a kind.
const perEndpoint = Number(process.env.FUZZ_COUNT ?? 200)
const seed = Number(process.env.FUZZ_SEED ?? 20261124)

let server: RunningServer
let token: string

beforeAll(async () => {
  server = await startServer({
    DATABASE_URL: await freshDatabase('fuzz'),
    LEAD_RATE_LIMIT: '100000000',
  })
  token = await firstStaffToken(server.url)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

type StoredLead = Record<string, unknown> & {
  referrer?: Record<string, unknown>
  social?: Record<string, unknown>
}

async function allLeads(): Promise<StoredLead[]> {
  const leads: StoredLead[] = []
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${server.url}/cms/api/leads?limit=500&depth=0&page=${page}`, {
      headers: { authorization: `JWT ${token}` },
    })
    const body = (await response.json()) as { docs: StoredLead[]; hasNextPage: boolean }
    leads.push(...body.docs)
    if (!body.hasNextPage) return leads
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The form fields a stored lead stands for. Validating them again with the form's own schema
 * must succeed and give back exactly what is stored: nothing the schema would refuse or change.
 */
function problemsOf(lead: StoredLead): string[] {
  const kind = String(lead.kind)
  const endpoint =
    kind === 'tramcase' ? 'tramcase' : kind === 'socialmedia' ? 'socialmedia' : 'agregar'
  const fields: Record<string, string> = {
    nombre: text(lead.nombre),
    phone: text(lead.phone),
    email: text(lead.email),
    mensaje: text(lead.mensaje),
    seccion: text(lead.seccion),
    fecha_hora: text(lead.fechaHora),
    locale: text(lead.locale),
    checkbox: lead.checkbox ? '1' : '',
    situacion: text(lead.situacionKey),
  }
  // Whatever the post carried that picks the form variant, as rulesForPost saw it.
  if (text(lead.casado) || text(lead.estancia)) {
    Object.assign(fields, { casado: text(lead.casado), estancia: text(lead.estancia) })
  }
  if (text(lead.referrer?.nombre)) {
    fields.referidor_nombre = text(lead.referrer?.nombre)
    fields.referidor_telefono = text(lead.referrer?.telefono)
  }
  if (kind === 'socialmedia') {
    for (const key of ['agente', 'link', 'source', 'status', 'tipo'])
      fields[key] = text(lead.social?.[key])
    for (const key of ['hora', 'pc_referido', 'pc_videollamada', 'direcionada']) {
      fields[key] = String(lead.social?.[key] ?? 0)
    }
  }
  const rules = rulesForPost(fields, { endpoint })
  const problems: string[] = []
  if (kind !== 'tramcase' && rules.kind !== kind) problems.push(`kind ${kind}`)
  const result = validateLead(fields, rules)
  if (!result.ok) return [...problems, `fails ${result.field}: ${result.error}`]
  for (const [key, value] of Object.entries(result.lead)) {
    if (typeof value !== 'string' || !(key in fields)) continue
    if (key === 'situacion' && rules.kind === 'parole') continue
    if (fields[key] !== value)
      problems.push(`${key} ${JSON.stringify(fields[key])} would be ${JSON.stringify(value)}`)
  }
  if (fields.fecha_hora && !isIsoDateTime(fields.fecha_hora)) problems.push('fecha_hora')
  for (const value of [lead.pagePath, lead.source, lead.ip, lead.userAgent]) {
    if (typeof value === 'string' && /[\u0000-\u001f]/.test(value))
      problems.push(`control ${value}`)
  }
  if (typeof lead.pagePath === 'string' && !/^\/(?!\/)/.test(lead.pagePath))
    problems.push('pagePath')
  return problems
}

describe(`fuzz: ${perEndpoint} generated posts per lead endpoint`, () => {
  it('never answers 5xx and stores exactly the posts answered success, all valid', async () => {
    const started = Date.now()
    const results = await runFuzz({ baseURL: server.url, staffToken: token, perEndpoint, seed })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    for (const endpoint of leadEndpoints) {
      const { byStatus, successes } = results[endpoint]
      console.log(
        `fuzz ${endpoint}: ${JSON.stringify(byStatus)}, success ${successes} (${seconds} s)`,
      )
    }
    for (const endpoint of leadEndpoints) {
      expect(results[endpoint].serverErrors, `${endpoint} seed ${seed}`).toEqual([])
    }

    const leads = await allLeads()
    const successes = leadEndpoints.reduce((sum, endpoint) => sum + results[endpoint].successes, 0)
    expect(leads.length).toBe(successes)
    const invalid = leads
      .map((lead) => ({ id: lead.id, problems: problemsOf(lead) }))
      .filter((entry) => entry.problems.length)
    expect(invalid.slice(0, 5)).toEqual([])
    // The generator is meant to get valid leads through too, not only refusals.
    for (const endpoint of leadEndpoints) expect(results[endpoint].successes).toBeGreaterThan(50)
  }, 600_000)
})
