import { describe, expect, it } from 'vitest'
import { variants } from '../support/lead-form-variants'
import { sharedServer } from '../support/shared-server'

// Each lead form variant's page serves its form with the section label a post of it stores, in
// the page's language. The browser tier posts one variant of each kind (e2e/leads-matrix.spec.ts);
// the others share that form and its code, so their page and label are what is left to prove.
const baseURL = sharedServer('baseURL')

/** The HTML of the form with the given id, from its opening tag to its end. */
function formHtml(html: string, id: string) {
  const start = html.indexOf(`id="${id}"`)
  if (start === -1) return undefined
  const end = html.indexOf('</form>', start)
  return html.slice(html.lastIndexOf('<form', start), end === -1 ? undefined : end)
}

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

describe('lead form sections', () => {
  it.each(variants.map((variant) => [variant.path, variant] as const))(
    '%s serves its form with its section label',
    async (path, variant) => {
      const response = await fetch(baseURL + path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${variant.locale}"`)
      const form = formHtml(html, variant.form.slice(1))
      expect(form, `${variant.form} on ${path}`).toBeDefined()
      expect(form).toContain(`name="seccion" value="${escaped(variant.section)}"`)
    },
  )
})
