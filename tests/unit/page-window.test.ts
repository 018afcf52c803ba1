import { describe, expect, it } from 'vitest'
import { pageCount, pageWindow } from '@/ui/page-window'

describe('pageWindow', () => {
  it('shows a window of 3 page numbers around the current page', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3])
    expect(pageWindow(3, 5)).toEqual([2, 3, 4])
    expect(pageWindow(5, 5)).toEqual([3, 4, 5])
  })
  it('shows fewer numbers when there are fewer pages', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 2)).toEqual([1, 2])
    expect(pageWindow(1, 0)).toEqual([])
  })
  it('counts pages of the spec sizes', () => {
    expect(pageCount(8, 3)).toBe(3)
    expect(pageCount(14, 6)).toBe(3)
    expect(pageCount(7, 3)).toBe(3)
    expect(pageCount(0, 3)).toBe(1)
  })
})
