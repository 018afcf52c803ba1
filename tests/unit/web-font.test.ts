import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '@/lib/security/static-headers.mjs'
import { webFontScript, webFontScriptHash } from '@/lib/web-font.mjs'

describe('the web font script', () => {
  it('is allowed by its hash where the policy has a nonce (pages rendered per request)', () => {
    const hash = createHash('sha256').update(webFontScript).digest('base64')
    expect(webFontScriptHash).toBe(`'sha256-${hash}'`)
    const scripts = contentSecurityPolicy('abc')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
    expect(scripts).toContain(webFontScriptHash)
  })

  it('is not allowed by hash where nothing inline may run', () => {
    expect(contentSecurityPolicy()).not.toContain(webFontScriptHash)
  })
})
