import { describe, expect, it } from 'vitest'
import { findPlacement, rulesForPost, rulesOfPlacement } from '@/features/leads/intake/form-rules'
import { placements, type Placement } from '@/features/leads/intake/placements'

const named = Object.keys(placements) as Placement[]

describe('the placements table', () => {
  it('gives a post the rules its placement names, in each language', () => {
    for (const placement of named.filter((name) => name !== 'socialMedia')) {
      const { endpoint } = placements[placement]
      for (const locale of ['es', 'en'] as const) {
        const label = placements[placement][locale]
        expect(findPlacement(`${label} - Google Ads`)?.placement, label).toBe(placement)
        expect(rulesForPost({ seccion: label, locale }, { endpoint }), label).toEqual(
          rulesOfPlacement(placement, locale),
        )
      }
    }
  })

  it('reads the YouTube video name after its label as the YouTube landing', () => {
    expect(findPlacement('Youtube Landing Video12 - facebook')?.placement).toBe('youtube')
    expect(findPlacement('Youtubers')).toBeUndefined()
  })

  it('gives the staff form rules only at its own endpoint', () => {
    expect(rulesForPost({ seccion: 'Social Media' }).kind).toBe('general')
    expect(rulesForPost({ seccion: 'Footer Español' }, { endpoint: 'socialmedia' }).kind).toBe(
      'socialmedia',
    )
  })
})
