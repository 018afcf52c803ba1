import type { Locale } from '@/i18n/routing'

/** Text put in HTML (element content or a quoted attribute). */
export const esc = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/** Marks a string as HTML already escaped by its builder. */
export type Html = { html: string }
export const raw = (html: string): Html => ({ html })

/** A tagged template that escapes every value but `Html` ones and arrays of them. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const part = (value: unknown): string =>
    Array.isArray(value)
      ? value.map(part).join('')
      : value && typeof value === 'object' && 'html' in value
        ? (value as Html).html
        : value === false || value === null || value === undefined
          ? ''
          : esc(value)
  return raw(
    strings.reduce((out, text, i) => out + text + (i < values.length ? part(values[i]) : ''), ''),
  )
}

// The site's colours (globals.css); a per-request page of its own, readable without the bundle.
const style = `
body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{color:#0c2848;font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
h2{color:#0c2848;font-size:1.2rem;margin:1.75rem 0 .5rem}
a{color:#174c8a}
.card{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin-top:1rem}
label,legend{font-weight:600}
select{font:inherit;min-height:44px;padding:0 .5rem;border:1px solid #64748b;border-radius:.375rem;max-width:100%}
fieldset{border:0;padding:0;margin:.75rem 0 0}
.slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(7.5rem,1fr));gap:.5rem;margin-top:.5rem}
.slot{display:flex;align-items:center;gap:.5rem;min-height:44px;padding:0 .75rem;border:1px solid #174c8a;border-radius:.375rem;background:#fff;font-weight:600;color:#123b6c}
.slot input{width:1.1rem;height:1.1rem;accent-color:#174c8a}
.nav{display:flex;justify-content:space-between;gap:.5rem;margin-top:1rem;flex-wrap:wrap}
.nav a{display:inline-flex;align-items:center;min-height:44px;padding:0 .75rem;border:1px solid #174c8a;border-radius:.375rem;text-decoration:none;font-weight:600}
button{font:inherit;font-weight:700;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#a50d26;color:#fff;cursor:pointer;margin-top:1rem}
button.secondary{background:#fff;color:#a50d26;border:2px solid #a50d26}
.alert{border-left:4px solid #a50d26;background:#fef2f2;padding:.5rem .75rem;font-weight:600;color:#a50d26}
.ok{border-left:4px solid #15803d;background:#f0fdf4;padding:.5rem .75rem;font-weight:600;color:#14532d}
:focus-visible{outline:3px solid #1f5fa8;outline-offset:2px}
`

/** A complete page answered per request (never cached: it names one visitor's call). */
export function htmlPage(locale: Locale, title: string, body: Html, status = 200): Response {
  const page = html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`
  return new Response(page.html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    },
  })
}
