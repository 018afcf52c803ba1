import { esc, type Letter } from './letter'
import { engagementTexts, fillText } from './texts'

const style = `
*{box-sizing:border-box}body{margin:0;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:42rem;margin:0 auto;padding:1rem}
h1{color:#0c2848;font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
h2{color:#0c2848;font-size:1.2rem;margin:1.25rem 0 .5rem}h3{font-size:1.05rem;margin:1rem 0 .25rem}
.letter{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;overflow-wrap:anywhere}
.consent{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin-top:1rem}
.consent ul{padding-left:1.2rem}
label{font-weight:600;display:block}
.check{display:flex;gap:.6rem;align-items:flex-start;margin:1rem 0;font-weight:600}
.check input{width:1.5rem;height:1.5rem;flex:none;margin-top:.1rem;accent-color:#174c8a}
input[type=text]{font:inherit;width:100%;min-height:48px;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.375rem;margin-top:.25rem}
input:focus,button:focus,a:focus{outline:3px solid #f59e0b;outline-offset:2px}
.help{color:#475569;font-size:.95rem;margin:.25rem 0 0}
button{font:inherit;font-weight:700;width:100%;min-height:52px;margin-top:1.25rem;border:0;border-radius:.375rem;background:#a50d26;color:#fff;cursor:pointer}
.alert{border-left:4px solid #a50d26;background:#fef2f2;padding:.75rem;color:#7f1d1d;margin:1rem 0}
.alert ul{margin:.25rem 0 0;padding-left:1.2rem}
.error{color:#a50d26;font-weight:600;margin:.25rem 0 0}
.ok{border-left:4px solid #15803d;background:#f0fdf4;padding:.75rem;color:#14532d}
a{color:#174c8a}.download{display:inline-block;margin-top:1rem;font-weight:700;min-height:44px;padding:.6rem 0}
`

function page(locale: 'es' | 'en', title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`
}

export type SignFormState = {
  action: string
  csrfToken: string
  signature?: string
  consent?: boolean
  errors?: ('consent' | 'signature' | 'token')[]
}

/** The letter as the client reads it, the ESIGN consent disclosure and the signing form. */
export function signFormPage(letter: Letter, state: SignFormState): string {
  const t = engagementTexts(letter.locale)
  const errors = state.errors ?? []
  const message = { consent: t.errorConsent, signature: t.errorSignature, token: t.errorToken }
  const summary = errors.length
    ? `<div class="alert" role="alert" id="errors" tabindex="-1"><strong>${esc(t.errorHeading)}</strong><ul>${errors
        .map((key) => `<li>${esc(message[key])}</li>`)
        .join('')}</ul></div>`
    : ''
  const fieldError = (key: 'consent' | 'signature') =>
    errors.includes(key) ? `<p class="error" id="${key}-error">${esc(message[key])}</p>` : ''
  const described = (key: 'consent' | 'signature', extra = '') =>
    [extra, errors.includes(key) ? `${key}-error` : ''].filter(Boolean).join(' ')
  return page(
    letter.locale,
    t.title,
    `<h1>${esc(t.title)}</h1>${summary}<p>${esc(t.intro)}</p>
<article class="letter" aria-label="${esc(letter.title)}">${letter.html}</article>
<form method="post" action="${esc(state.action)}" class="consent" novalidate>
<input type="hidden" name="_token" value="${esc(state.csrfToken)}">
<h2 id="esign">${esc(t.consentHeading)}</h2>
<ul>${Object.values(t.consentItems)
      .map((item) => `<li>${esc(item)}</li>`)
      .join('')}</ul>
<div class="check"><input type="checkbox" id="consent" name="consent" value="on"${state.consent ? ' checked' : ''}${
      errors.includes('consent') ? ' aria-invalid="true"' : ''
    } aria-describedby="${described('consent', 'esign')}"><label for="consent">${esc(t.consentLabel)}</label></div>
${fieldError('consent')}
<label for="signature">${esc(t.signatureLabel)}</label>
<input type="text" id="signature" name="signature" autocomplete="name" maxlength="200" value="${esc(state.signature ?? '')}"${
      errors.includes('signature') ? ' aria-invalid="true"' : ''
    } aria-describedby="${described('signature', 'signature-help')}">
<p class="help" id="signature-help">${esc(t.signatureHelp)}</p>
${fieldError('signature')}
<button type="submit">${esc(t.submit)}</button>
</form>`,
  )
}

/** After the signature: thanks and the client's signed copy. */
export function signedPage(locale: 'es' | 'en', name: string, copyHref: string): string {
  const t = engagementTexts(locale)
  return page(
    locale,
    t.doneTitle,
    `<h1>${esc(t.doneTitle)}</h1><p class="ok" role="status">${esc(fillText(t.doneText, { name }))}</p>
<p><a class="download" href="${esc(copyHref)}">${esc(t.downloadLink)}</a></p>`,
  )
}

/** A forged, expired, voided or incomplete link. */
export function invalidLinkPage(locale: 'es' | 'en'): string {
  const t = engagementTexts(locale)
  return page(locale, t.invalidTitle, `<h1>${esc(t.invalidTitle)}</h1><p>${esc(t.invalidText)}</p>`)
}
