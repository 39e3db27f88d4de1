import { describe, expect, it } from 'vitest'

import { wideColumns, wideGrid } from './grid'

describe('wideColumns', () => {
  it('never leaves one item alone in the last row', () => {
    for (let count = 2; count <= 24; count++) {
      for (const max of [3, 4]) {
        const columns = wideColumns(count, max)
        expect(columns).toBeLessThanOrEqual(6)
        if (count > 3) expect(count % columns, `${count} items in ${columns} columns (max ${max})`).not.toBe(1)
      }
    }
  })

  it('keeps the widest row that fits: 4 in 2 or 4, 5 in 3, 9 in 3, 8 in 4', () => {
    expect(wideColumns(4, 3)).toBe(2)
    expect(wideColumns(4, 4)).toBe(4)
    expect(wideColumns(5, 4)).toBe(3)
    expect(wideColumns(9, 4)).toBe(3)
    expect(wideColumns(8, 4)).toBe(4)
    expect(wideColumns(7, 4)).toBe(4)
    expect(wideColumns(7, 3)).toBe(4)
    expect(wideGrid(6, 4)).toBe('lg:grid-cols-3')
  })
})
