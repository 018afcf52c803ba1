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

// The site's colours (globals.css) for the plain forms of the booking page, inside its layout.
export const bookingStyle = `
.booking-body h2{color:#0c2848;font-size:1.2rem;font-weight:700;margin:1.75rem 0 .5rem}
.booking-body a{color:#174c8a;text-decoration:underline}
.booking-body p{margin:.5rem 0}
.booking-body .card{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin-top:1rem}
.booking-body label,.booking-body legend{font-weight:600}
.booking-body select{font:inherit;min-height:44px;padding:0 .5rem;border:1px solid #64748b;border-radius:.375rem;max-width:100%;background:#fff}
.booking-body fieldset{border:0;padding:0;margin:.75rem 0 0}
.booking-body .day{font-size:1.15rem;color:#0c2848}
.booking-body .when{margin:0;font-size:1.15rem}
.booking-body .clock,.booking-body .slot{white-space:nowrap}
.booking-body .slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:.5rem;margin-top:.5rem}
.booking-body .slot{display:flex;align-items:center;gap:.5rem;min-height:44px;padding:0 .75rem;border:1px solid #174c8a;border-radius:.375rem;background:#fff;font-weight:600;color:#123b6c}
.booking-body .slot input{width:1.1rem;height:1.1rem;accent-color:#174c8a}
.booking-body .nav{display:flex;justify-content:space-between;gap:.5rem;margin-top:1rem;flex-wrap:wrap}
.booking-body .nav a{display:inline-flex;align-items:center;min-height:44px;padding:0 .75rem;border:1px solid #174c8a;border-radius:.375rem;text-decoration:none;font-weight:600}
.booking-body button{font:inherit;font-weight:700;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#a50d26;color:#fff;cursor:pointer;margin-top:1rem}
.booking-body a.button{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1.25rem;border-radius:.375rem;background:#a50d26;color:#fff;font-weight:700;text-decoration:none}
.booking-body button.secondary{background:#fff;color:#a50d26;border:2px solid #a50d26}
.booking-body .alert{border-left:4px solid #a50d26;background:#fef2f2;padding:.5rem .75rem;font-weight:600;color:#a50d26}
.booking-body .ok{border-left:4px solid #15803d;background:#f0fdf4;padding:.5rem .75rem;font-weight:600;color:#14532d}
`
