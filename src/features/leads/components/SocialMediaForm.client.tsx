'use client'

import { useState } from 'react'
import { socialSources } from '../intake/schemas'
import { CheckboxRow, InputField, PhoneInput, SelectField } from './form-kit/fields.client'
import { FormShell } from './form-kit/FormShell.client'
import { RadioGroup } from './form-kit/RadioGroup.client'
import type { LeadFormSetup } from './form-kit/types'
import { useLeadSubmit } from './form-kit/use-lead-submit'

export type SocialFormTexts = {
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

/** The yes/no flags of the spec: an unticked box is sent as 0. */
const flags = ['hora', 'pc_referido', 'pc_videollamada', 'direcionada'] as const

const sources = socialSources.map((source) => ({ value: source, label: source }))

/**
 * The social-media team's form: on success it says so and starts over for the next lead, keeping
 * the agent chosen; a CSRF token failure shows the spec's message.
 */
export function SocialMediaFormClient(props: {
  setup: LeadFormSetup
  social: SocialFormTexts
  agents: string[]
}) {
  const { setup, social } = props
  const [agent, setAgent] = useState('')
  // Remounts the inputs with their defaults after a success.
  const [round, setRound] = useState(0)
  const submit = useLeadSubmit(setup, {
    campaignSource: false,
    posts: (data) => {
      for (const flag of flags) if (!data.has(flag)) data.set(flag, '0')
      return [data]
    },
    onSent: () => setRound((value) => value + 1),
  })

  return (
    <div>
      <FormShell setup={setup} submit={submit}>
        <div key={round} className="space-y-3">
          <input type="hidden" name="status" value="New Lead" />
          <InputField name="nombre" label={setup.texts.name} autoComplete="off" />
          <PhoneInput label={setup.texts.phone} />
          <SelectField
            name="agente"
            label={social.agent}
            placeholder={social.agentPlaceholder}
            options={props.agents.map((name) => ({ value: name, label: name }))}
            value={agent}
            onChange={(event) => setAgent(event.target.value)}
          />
          <SelectField
            name="source"
            label={social.source}
            options={sources}
            defaultValue={socialSources[0]}
          />
          <RadioGroup
            name="tipo"
            legend={social.type}
            options={[
              { value: 'inm', label: social.typeInm },
              { value: 'pi', label: social.typePi },
            ]}
            defaultValue="inm"
          />
          <InputField name="link" label={social.link} autoComplete="off" />
          <CheckboxRow name="hora" label={social.canCallNow} defaultChecked />
          <CheckboxRow name="pc_referido" label={social.referred} />
          <CheckboxRow name="pc_videollamada" label={social.videoCall} />
          <CheckboxRow name="direcionada" label={social.directed} />
        </div>
      </FormShell>
      <p role="status" className="lead-success mt-3 font-semibold text-green-800">
        {submit.sent ? social.success : ''}
      </p>
    </div>
  )
}
