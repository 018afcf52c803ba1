import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { rulesForPost } from '@/features/leads/intake/form-rules'
import { leadRow } from '@/features/leads/intake/store'
import { Leads } from '@/features/leads/leads.collection'
import { pipelineStart } from '@/features/leads/pipeline/phone-digits'

/**
 * The site writes a new lead below Payload (one atomic unit with its outbox rows: store.ts), so
 * a field's default or hook does not run there. Every field that has one must be written by the
 * row builder: a field added with a default and forgotten there would be silently missing on
 * every new lead.
 */
function fieldsWithDefaultsOrHooks(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => fieldsWithDefaultsOrHooks(tab.fields, prefix))
    if (!('name' in field))
      return 'fields' in field ? fieldsWithDefaultsOrHooks(field.fields, prefix) : []
    if (field.type === 'ui' || ('virtual' in field && field.virtual)) return []
    if (field.type === 'group')
      return fieldsWithDefaultsOrHooks(field.fields, `${prefix}${field.name}_`)
    const hooks = field.hooks ?? {}
    const hooked = Boolean(hooks.beforeChange?.length || hooks.beforeValidate?.length)
    return field.defaultValue !== undefined || hooked ? [`${prefix}${field.name}`] : []
  })
}

describe('the row of a new lead', () => {
  const fields = {
    nombre: 'José Hernández',
    phone: '2025550177',
    checkbox: 'on',
    seccion: 'Contacto Español',
  }
  const rules = rulesForPost(fields)
  const row = {
    ...leadRow(
      { nombre: fields.nombre, phone: fields.phone, checkbox: true, seccion: fields.seccion },
      rules,
      { endpoint: 'agregar', ip: '127.0.0.1', userAgent: 'test', spam: false },
      [],
      new Date().toISOString(),
    ),
    ...pipelineStart(fields.phone, fields.nombre),
  }

  it('sets every field that has a default or a hook', () => {
    const required = fieldsWithDefaultsOrHooks(Leads.fields)
    expect(required).toEqual(expect.arrayContaining(['status', 'kind', 'spam', 'deliveryStatus']))
    const missing = required.filter((name) => !(name in row))
    expect(missing, `fields with a default or hook not written by store.ts: ${missing}`).toEqual([])
  })
})
