'use client'

import { useState, type FormEvent } from 'react'
import type { FormRules } from '../form-rules'
import { socialSources } from '../schemas'
import { typedPhone } from '../sanitize'
import { PhoneField, TextField } from './fields.client'
import { FormShell, type FormShellTexts } from './FormShell.client'
import { submitLead, type ErrorTexts } from './submit-lead'

export type SocialFormTexts = FormShellTexts & {
  name: string
  phone: string
  agent: string
  agentPlaceholder: string
  source: string
  type: string
  typeInm: string
  typePi: string
  link: string
  canCallNow: string
  referred: string
  videoCall: string
  directed: string
  success: string
}

type Props = {
  formId: string
  action: string
  label: string
  rules: FormRules
  agents: string[]
  texts: SocialFormTexts
  errors: ErrorTexts
}

function Check({
  id,
  name,
  label,
  checked,
}: {
  id: string
  name: string
  label: string
  checked?: boolean
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="1"
        defaultChecked={checked}
        className="h-5 w-5"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/**
 * The social-media team's form: on success it says so and starts over for the next lead, keeping
 * the agent chosen; a CSRF token failure shows the spec's message.
 */
export function SocialMediaFormClient({
  formId,
  action,
  label,
  rules,
  agents,
  texts,
  errors,
}: Props) {
  const [phone, setPhone] = useState('')
  const [agent, setAgent] = useState('')
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [success, setSuccess] = useState(false)
  // Remounts the uncontrolled inputs with their defaults after a success.
  const [round, setRound] = useState(0)
  const field = (name: string) => `${formId}-${name}`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setLoading(true)
    setError('')
    setSuccess(false)
    const data = new FormData(event.currentTarget)
    for (const flag of ['hora', 'pc_referido', 'pc_videollamada', 'direcionada']) {
      if (!data.has(flag)) data.set(flag, '0')
    }
    const fields = Object.fromEntries(
      [...data.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
    const { validateLead } = await import('../schemas')
    const validation = validateLead(fields, rules)
    if (!validation.ok) {
      setLoading(false)
      setError(errors[validation.error])
      return
    }
    const outcome = await submitLead(action, data)
    setLoading(false)
    if (outcome.kind === 'success') {
      setPhone('')
      setRound((value) => value + 1)
      setSuccess(true)
      return
    }
    if (outcome.kind === 'token') return setError(errors.csrfError)
    setError(outcome.kind === 'network' ? errors.networkError : errors.submitError)
  }

  return (
    <div>
      <FormShell
        formId={formId}
        action={action}
        section={label}
        locale={rules.locale}
        loading={loading}
        error={error}
        texts={texts}
        tone="light"
        onSubmit={onSubmit}
      >
        <div key={round} className="space-y-3">
          <input type="hidden" name="status" value="New Lead" />
          <TextField id={field('nombre')} name="nombre" label={texts.name} autoComplete="off" />
          <PhoneField
            id={field('phone')}
            label={texts.phone}
            value={phone}
            onChange={(value) => setPhone(typedPhone(value))}
          />
          <div>
            <label htmlFor={field('agente')} className="lead-label">
              {texts.agent}
            </label>
            <select
              id={field('agente')}
              name="agente"
              className="lead-input"
              value={agent}
              onChange={(event) => setAgent(event.target.value)}
            >
              <option value="">{texts.agentPlaceholder}</option>
              {agents.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field('source')} className="lead-label">
              {texts.source}
            </label>
            <select
              id={field('source')}
              name="source"
              className="lead-input"
              defaultValue={socialSources[0]}
            >
              {socialSources.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-1">
            <legend className="lead-label">{texts.type}</legend>
            <div className="flex gap-4">
              <div className="flex items-center gap-2">
                <input
                  id={field('tipo-inm')}
                  type="radio"
                  name="tipo"
                  value="inm"
                  defaultChecked
                  className="h-5 w-5"
                />
                <label htmlFor={field('tipo-inm')}>{texts.typeInm}</label>
              </div>
              <div className="flex items-center gap-2">
                <input
                  id={field('tipo-pi')}
                  type="radio"
                  name="tipo"
                  value="pi"
                  className="h-5 w-5"
                />
                <label htmlFor={field('tipo-pi')}>{texts.typePi}</label>
              </div>
            </div>
          </fieldset>
          <TextField id={field('link')} name="link" label={texts.link} autoComplete="off" />
          <Check id={field('hora')} name="hora" label={texts.canCallNow} checked />
          <Check id={field('pc_referido')} name="pc_referido" label={texts.referred} />
          <Check id={field('pc_videollamada')} name="pc_videollamada" label={texts.videoCall} />
          <Check id={field('direcionada')} name="direcionada" label={texts.directed} />
        </div>
      </FormShell>
      <p role="status" className="lead-success mt-3 font-semibold text-green-800">
        {success ? texts.success : ''}
      </p>
    </div>
  )
}
