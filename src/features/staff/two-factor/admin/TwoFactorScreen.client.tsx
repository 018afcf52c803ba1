'use client'
import { useConfig } from '@payloadcms/ui'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { TwoFactorTexts } from '../../texts'
import { RecoveryCodes } from './RecoveryCodes.client'

type Status = { required: boolean; enrolled: boolean; passed: boolean }
type Setup = { secret: string; qr: string }

/** The enrolment or verification screen; a full navigation afterwards re-renders the admin. */
export function TwoFactorScreen({ texts }: { texts: TwoFactorTexts }) {
  const {
    config: {
      routes: { admin, api },
    },
  } = useConfig()
  const [status, setStatus] = useState<Status | null>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [error, setError] = useState('')

  const call = (path: string, body?: object) =>
    fetch(`${api}/users/two-factor${path}`, {
      method: body ? 'POST' : 'GET',
      credentials: 'include',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })

  useEffect(() => {
    call('')
      .then((response) => (response.ok ? response.json() : Promise.reject(response)))
      .then(async (found: Status) => {
        setStatus(found)
        if (!found.enrolled && !found.passed) {
          const response = await call('/setup', {})
          if (response.ok) setSetup(await response.json())
          else setError(texts.failed)
        }
      })
      .catch(() => setError(texts.failed))
    // Once per visit of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function submit(path: string, body: object) {
    setError('')
    const response = await call(path, body).catch(() => null)
    if (!response?.ok) {
      setError(response?.status === 429 ? texts.tooMany : texts.wrongCode)
      return
    }
    const answer = (await response.json()) as { recoveryCodes?: string[] }
    if (answer.recoveryCodes) setRecoveryCodes(answer.recoveryCodes)
    else window.location.assign(admin)
  }

  let body
  if (!status) body = <p>{error || texts.working}</p>
  else if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} texts={texts} home={admin} />
  else if (status.passed) {
    body = (
      <>
        <p>{status.required || status.enrolled ? texts.passed : texts.notNeeded}</p>
        <a href={admin}>{texts.continue}</a>
      </>
    )
  } else if (!status.enrolled) {
    body = (
      <>
        <p>{texts.enrolIntro}</p>
        {setup ? (
          <>
            {/* A data: URL made on the server from the otpauth:// URI (qrcode). */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={setup.qr} alt={texts.qrAlt} width={240} height={240} />
            <p>{texts.secretLabel}</p>
            <p>
              <code data-testid="two-factor-secret" className="two-factor__secret">
                {setup.secret}
              </code>
            </p>
            <CodeForm texts={texts} button={texts.enable} onCode={(b) => submit('/enable', b)} />
          </>
        ) : null}
      </>
    )
  } else {
    body = (
      <>
        <p>{texts.verifyIntro}</p>
        <CodeForm
          texts={texts}
          button={texts.verify}
          recovery
          onCode={(b) => submit('/verify', b)}
        />
      </>
    )
  }
  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">{texts.title}</h1>
      {body}
      {status && error ? (
        <p role="alert" className="two-factor__error">
          {error}
        </p>
      ) : null}
    </section>
  )
}

type CodeFormProps = {
  texts: TwoFactorTexts
  button: string
  recovery?: boolean
  onCode: (body: { code?: string; recoveryCode?: string; remember: boolean }) => Promise<void>
}

function CodeForm({ texts, button, recovery = false, onCode }: CodeFormProps) {
  const id = useId()
  const [useRecovery, setUseRecovery] = useState(false)
  const [value, setValue] = useState('')
  const [remember, setRemember] = useState(false)
  const [busy, setBusy] = useState(false)
  async function send(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    await onCode(useRecovery ? { recoveryCode: value, remember } : { code: value, remember })
    setBusy(false)
  }
  return (
    <form
      onSubmit={send}
      className="two-factor__form"
      // One column: label, input, choice and buttons each on their own line, on a phone too.
      style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', maxWidth: '24rem' }}
    >
      <label htmlFor={`${id}-code`}>{useRecovery ? texts.recoveryLabel : texts.codeLabel}</label>
      <input
        id={`${id}-code`}
        name="code"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        required
        autoFocus
      />
      <label className="two-factor__remember">
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />{' '}
        {texts.remember}
      </label>
      <button type="submit" className="btn btn--style-primary" disabled={busy}>
        {busy ? texts.working : button}
      </button>
      {recovery ? (
        <button
          type="button"
          className="btn btn--style-secondary"
          onClick={() => {
            setUseRecovery(!useRecovery)
            setValue('')
          }}
        >
          {useRecovery ? texts.useCode : texts.useRecovery}
        </button>
      ) : null}
    </form>
  )
}
