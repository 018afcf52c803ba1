import { telHref, type Firm } from '@/features/firm'

/** The firm's new-cases phone as a link (the hero's phone action, the contact buttons). */
export const callLink = (firm: Firm, label: string) => ({
  href: telHref(firm.phones.newCases),
  label,
})
