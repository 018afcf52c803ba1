'use client'
import { useId, useState } from 'react'
import type { TwoFactorTexts } from '../../texts'

type Props = { codes: string[]; texts: TwoFactorTexts; home: string }

/** The file a staff member keeps: the title, then one code a line. */
function saveAsText(codes: string[], texts: TwoFactorTexts) {
  const file = new Blob([`${texts.recoveryTitle}\n\n${codes.join('\n')}\n`], {
    type: 'text/plain;charset=utf-8',
  })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(file)
  link.download = texts.recoveryFileName
  link.click()
  URL.revokeObjectURL(link.href)
}

/**
 * The ten recovery codes, shown once: copied, downloaded or printed, and the way on only after
 * the staff member says they saved them (a lost phone without them means an admin's reset).
 */
export function RecoveryCodes({ codes, texts, home }: Props) {
  const id = useId()
  const [saved, setSaved] = useState(false)
  const [copied, setCopied] = useState('')
  const copy = () =>
    navigator.clipboard
      .writeText(codes.join('\n'))
      .then(() => setCopied(texts.recoveryCopied))
      .catch(() => setCopied(texts.recoveryCopyFailed))
  return (
    <>
      <h2>{texts.recoveryTitle}</h2>
      <p>{texts.recoveryHint}</p>
      <ul className="two-factor__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <button type="button" className="btn btn--style-secondary" onClick={copy}>
          {texts.recoveryCopy}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary"
          onClick={() => saveAsText(codes, texts)}
        >
          {texts.recoveryDownload}
        </button>
        <button type="button" className="btn btn--style-secondary" onClick={() => window.print()}>
          {texts.recoveryPrint}
        </button>
      </div>
      <p role="status">{copied}</p>
      <label className="two-factor__remember" htmlFor={`${id}-saved`}>
        <input
          id={`${id}-saved`}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        {texts.recoverySaved}
      </label>
      <p id={`${id}-hint`}>{saved ? '' : texts.recoverySavedFirst}</p>
      <button
        type="button"
        className="btn btn--style-primary"
        disabled={!saved}
        aria-describedby={`${id}-hint`}
        onClick={() => window.location.assign(home)}
      >
        {texts.continue}
      </button>
    </>
  )
}
