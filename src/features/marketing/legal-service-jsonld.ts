import type { AttorneyProfile } from '@/features/attorneys'
import type { Firm } from '@/features/firm'

/** schema.org LegalService of the firm with its attorneys, for search engines. */
export function legalServiceJsonLd(firm: Firm, attorneys: AttorneyProfile[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: firm.name,
    url: origin,
    telephone: firm.phones.newCases,
    email: firm.email,
    areaServed: 'US',
    address: (firm.offices ?? []).map((office) => ({
      '@type': 'PostalAddress',
      name: office.city,
      streetAddress: office.address.replace(/\n/g, ', '),
      addressCountry: 'US',
    })),
    employee: attorneys.map((attorney) => ({
      '@type': 'Person',
      name: attorney.name,
      jobTitle: attorney.role,
      url: `${origin}/abogados/${attorney.slug}`,
    })),
    sameAs: Object.values(firm.social).filter((value) => typeof value === 'string'),
  }
}
