import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import es from '../../messages/es.json'

// The specification's visible texts are requirements word for word (site-spec.md, "Contact
// page" and "404"): each one the spec quotes, as the English or Spanish page shows it.
describe("the spec's words", () => {
  it('on the contact page: the phone blocks of immigration and truck drivers', () => {
    expect(en.contactPage).toMatchObject({
      immigration: 'Immigration',
      newCases: 'New Cases',
      customerService: 'Customer Service',
      companiesGrowth: 'Companies Growth Advisors',
      driversRecruitment: 'Drivers Recruitment Team',
    })
    // The footer names the same lines the same way.
    expect(en.footer).toMatchObject({ newCases: 'New Cases', customerService: 'Customer Service' })
  })

  it('on the 404 page, in each language', () => {
    expect(en.notFound).toMatchObject({
      title: 'Page not found',
      home: 'Return to Home',
      report: 'Report Problem',
    })
    expect(es.notFound.title).toBe('Página no encontrada')
    // Spanish's "¡" opens a Spanish exclamation; "OPPS" is no word in Spanish.
    expect(es.notFound.heading).not.toMatch(/OPPS/)
  })
})
