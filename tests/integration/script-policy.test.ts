import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { inlineScriptHashes } from '@/lib/security/script-hashes.mjs'

// No public page allows inline scripts by 'unsafe-inline' (issue 25, point 6): a cached page's
// policy lists the hashes of its own inline scripts, a page rendered per request carries the
// proxy's nonce. Checked on every page of the sitemap and the per-request pages over plain HTTP,
// on the first render and from the page cache. In Chromium, that no script is refused
// (`securitypolicyviolation`) and React starts (the mobile menu opens) is checked on the browser
// tier's visitor sweep (e2e/visitor-reach.spec.ts), on the loads it makes anyway.
const baseURL = sharedServer('baseURL')
const perRequestPages = [
  '/landing/youtube?campaign=x',
  '/en/landing/youtube',
  '/cancelar-sms/listo',
  '/en/sms-unsubscribe/done',
  '/blog?query=visa',
  '/en/blog?query=visa',
]

async function publicPages(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => {
    const { pathname } = new URL(url)
    return pathname
  })
  return [...new Set(paths), ...perRequestPages]
}

function scriptSources(policy: string | null): string[] {
  const directive = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
  return directive?.slice(1) ?? []
}

let pages: string[] = []

beforeAll(async () => {
  pages = await publicPages()
}, 120_000)

describe("the pages' script policy", () => {
  it('lists the sitemap and the per-request pages', () => {
    expect(pages.length).toBeGreaterThan(40)
    expect(pages).toEqual(expect.arrayContaining(['/', '/en', '/en/contact', '/blog']))
  })

  it("allows each page's inline scripts by hash or nonce, never 'unsafe-inline'", async () => {
    for (const path of pages) {
      // The first answer may be a first render, the second comes from the page cache.
      for (const attempt of ['first', 'again']) {
        const response = await fetch(baseURL + path)
        expect(response.status, `${path} (${attempt})`).toBe(200)
        const sources = scriptSources(response.headers.get('content-security-policy'))
        expect(sources, path).not.toContain("'unsafe-inline'")
        const html = await response.text()
        const nonce = sources.find((source) => source.startsWith("'nonce-"))
        if (nonce) {
          for (const [script, tag] of html.matchAll(/(<script\b[^>]*>)[\s\S]*?<\/script>/g)) {
            if (tag.includes(`nonce="${nonce.slice(7, -1)}"`)) continue
            // Without the nonce, only an inline script the policy lists by hash (the web font's,
            // lib/web-font.mjs), never a file.
            expect(tag, path).not.toMatch(/\ssrc=/)
            expect(sources, `${path}: ${script.slice(0, 80)}`).toEqual(
              expect.arrayContaining(inlineScriptHashes(script)),
            )
          }
        } else {
          const missing = inlineScriptHashes(html).filter((hash) => !sources.includes(hash))
          expect(missing, `${path} (${attempt}): inline scripts its policy does not allow`).toEqual(
            [],
          )
        }
      }
    }
  }, 600_000)
})
