import type { GlobalConfig } from 'payload'
import { isAdmin, isLeadWorker } from '@/lib/access/roles'
import { adminGroups } from '@/lib/admin-label'
import { socialAgents } from './intake/schemas'

/** The agent list of the social-media team form: five entries, one general, renamed here. */
export const SocialTeam: GlobalConfig = {
  slug: 'social-team',
  label: { es: 'Equipo de redes sociales', en: 'Social-media team' },
  admin: { group: adminGroups.leads },
  access: { read: isLeadWorker, update: isAdmin },
  fields: [
    {
      name: 'agents',
      type: 'array',
      label: { es: 'Agentes del formulario', en: 'Agents of the form' },
      labels: { singular: { es: 'Agente', en: 'Agent' }, plural: { es: 'Agentes', en: 'Agents' } },
      minRows: 1,
      maxRows: 5,
      defaultValue: socialAgents.map((name) => ({ name })),
      fields: [{ name: 'name', type: 'text', required: true, label: { es: 'Nombre', en: 'Name' } }],
    },
  ],
}

/** The names the form offers: the admin's list, or the spec's five until staff save one. */
export async function socialAgentNames(payload: import('payload').Payload): Promise<string[]> {
  const team = await payload.findGlobal({ slug: 'social-team', depth: 0 }).catch(() => null)
  const names = (team?.agents ?? []).map((agent) => agent.name).filter(Boolean)
  return names.length ? names : [...socialAgents]
}
