import { describe, expect, it } from 'vitest'
import { copiesToRemove, keptCopies } from '@/lib/operations/backup-rotation'

describe('keptCopies', () => {
  const names = [
    'site-daily-2026-11-20.backup',
    'site-daily-2026-11-27.backup',
    'site-daily-2026-11-25.backup',
    'site-daily-2026-11-26.backup.partial',
    'site-weekly-2026-11-01.backup',
    'site-weekly-2026-11-22.backup',
    'site-weekly-2026-11-15.backup',
    'notes.txt',
  ]

  it('keeps the newest copies of a kind by the date in their name', () => {
    expect(keptCopies(names, 'daily', 2)).toEqual([
      'site-daily-2026-11-27.backup',
      'site-daily-2026-11-25.backup',
    ])
    expect(keptCopies(names, 'weekly', 2)).toEqual([
      'site-weekly-2026-11-22.backup',
      'site-weekly-2026-11-15.backup',
    ])
  })

  it('keeps none of a kind set to zero and never names partial or foreign files', () => {
    expect(keptCopies(names, 'weekly', 0)).toEqual([])
    expect(keptCopies(names, 'daily', 10)).not.toContain('site-daily-2026-11-26.backup.partial')
    expect(keptCopies(names, 'daily', 10)).not.toContain('notes.txt')
  })

  it('removes the scheduled copies beyond those kept and stale partials, never other files', () => {
    expect(copiesToRemove(names, 2, 1).sort()).toEqual([
      'site-daily-2026-11-20.backup',
      'site-daily-2026-11-26.backup.partial',
      'site-weekly-2026-11-01.backup',
      'site-weekly-2026-11-15.backup',
    ])
  })
})
