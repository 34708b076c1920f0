import { describe, expect, it } from 'vitest'
import { chooseFeatureLayout, TILE_LABEL_INSET } from './use-feature-layout.ts'

describe('chooseFeatureLayout', () => {
  it('keeps one row of tiles while the widest label has room on both sides in its tile', () => {
    // 348 px, four tiles and three 8 px gaps: 81 px a tile.
    const fits = 81 - TILE_LABEL_INSET * 2
    expect(chooseFeatureLayout({ width: 348, gap: 8, labelWidths: [30, 32, fits, 28] })).toBe(
      'tiles',
    )
    expect(chooseFeatureLayout({ width: 348, gap: 8, labelWidths: [30, 32, fits + 1, 28] })).toBe(
      'rows',
    )
  })

  it('decides from the grid width, so a phone gets rows where a wider dialog has tiles', () => {
    // "Intercambiar" in the modal's font is about 80 px wide.
    const spanish = [56, 80, 48, 44]
    expect(chooseFeatureLayout({ width: 328, gap: 8, labelWidths: spanish })).toBe('rows')
    expect(chooseFeatureLayout({ width: 460, gap: 8, labelWidths: spanish })).toBe('tiles')
    expect(chooseFeatureLayout({ width: 328, gap: 8, labelWidths: [24, 32, 50] })).toBe('tiles')
    expect(chooseFeatureLayout({ width: 328, gap: 8, labelWidths: [] })).toBe('tiles')
  })
})
