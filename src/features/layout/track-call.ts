/**
 * Posts the call-click event the spec names; its answer is only logged. Pages are cached and hold
 * no token, so one is fetched first (the same GET /csrf-token the lead forms use).
 */
export function trackCallClick() {
  fetch('/csrf-token', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => response.json())
    .then(({ token }: { token?: string }) =>
      fetch('/en/api/track-call', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token ?? '' },
        body: JSON.stringify({ path: window.location.pathname }),
        keepalive: true,
      }),
    )
    .then((response) => console.info('track-call', response.status))
    .catch((error) => console.error('track-call', error))
}

export const humanitarianContactPath = 'contacto-para-tramite-de-visas-humanitarias'
export const generalFormAnchor = 'formularioGeneral'

/** On the humanitarian contact landing, Call Now brings the visitor to the form instead. */
export function scrollToGeneralForm() {
  const form = document.getElementById(generalFormAnchor)
  if (!form) return
  form.scrollIntoView({ behavior: 'smooth', block: 'start' })
  form
    .querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')
    ?.focus({ preventScroll: true })
}
