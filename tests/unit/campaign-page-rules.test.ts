import { describe, expect, it } from 'vitest'
import { loopProblem, normalizePath } from '@/features/pages/redirect-rules'
import { slugProblem } from '@/features/pages/reserved-slugs'

const taken = { founder: 'elena-rivera', attorneys: ['marco-diaz'] }

describe('campaign page slugs', () => {
  it('refuses the routes of the spec in either language, the founder and the attorneys', () => {
    expect(slugProblem('contacto', taken)).toBe('route')
    expect(slugProblem('about-us', taken)).toBe('route')
    expect(slugProblem('cms', taken)).toBe('route')
    expect(slugProblem('en', taken)).toBe('route')
    expect(slugProblem('elena-rivera', taken)).toBe('attorney')
    expect(slugProblem('marco-diaz', taken)).toBe('attorney')
    expect(slugProblem('transmisiones-en-vivo-con-ana', taken)).toBe('route')
    expect(slugProblem('Parole Familia', taken)).toBe('format')
    expect(slugProblem('parole-en-familia', taken)).toBeNull()
  })
})

describe('redirects', () => {
  it('keeps site paths only', () => {
    expect(normalizePath('/vieja/?utm=1')).toBe('/vieja')
    expect(normalizePath('//evil.example')).toBeNull()
    expect(normalizePath('https://evil.example')).toBeNull()
  })

  it('refuses a rule that leads back to its own path', () => {
    const rules = [
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a' },
    ]
    expect(loopProblem('/a', '/b', rules)).toBe(true)
    expect(loopProblem('/a', '/a', [])).toBe(true)
    expect(loopProblem('/a', '/b', [{ from: '/b', to: '/c' }])).toBe(false)
  })
})
