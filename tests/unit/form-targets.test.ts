import { afterEach, describe, expect, it } from 'vitest'
import { formTargetsOf } from '@/lib/security/form-targets'
import { contentSecurityPolicy } from '@/lib/security/headers'

const formAction = (policy: string) =>
  policy.split('; ').find((part) => part.startsWith('form-action'))
const saved = process.env.STRIPE_API_URL

afterEach(() => {
  if (saved === undefined) delete process.env.STRIPE_API_URL
  else process.env.STRIPE_API_URL = saved
})

describe('where a page’s form may go', () => {
  it('lets only the sign page’s form continue to Stripe Checkout (and a local Stripe)', () => {
    delete process.env.STRIPE_API_URL
    expect(formTargetsOf('/firmar')).toEqual(['https://checkout.stripe.com'])
    process.env.STRIPE_API_URL = 'http://127.0.0.1:4242/v1'
    expect(formTargetsOf('/en/sign')).toEqual([
      'https://checkout.stripe.com',
      'http://127.0.0.1:4242',
    ])
    for (const other of ['/contacto', '/cuestionario', '/pago', '/firmar/x', '/admin']) {
      expect(formTargetsOf(other), other).toEqual([])
    }
  })

  it('writes them into form-action beside the site itself, and nothing else changes', () => {
    const signPolicy = contentSecurityPolicy('n0nce', {
      formTargets: ['https://checkout.stripe.com'],
    })
    expect(formAction(signPolicy)).toBe("form-action 'self' https://checkout.stripe.com")
    expect(formAction(contentSecurityPolicy('n0nce'))).toBe("form-action 'self'")
    expect(signPolicy.replace(' https://checkout.stripe.com', '')).toBe(
      contentSecurityPolicy('n0nce'),
    )
  })
})
