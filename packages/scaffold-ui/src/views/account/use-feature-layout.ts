import { type RefObject, useLayoutEffect, useState } from 'react'

/** How the feature buttons are laid out: one row of tiles, or two columns of wide buttons. */
export type FeatureLayout = 'tiles' | 'rows'

/** Room a tile keeps on each side of its label, in px (the tile's inline padding). */
export const TILE_LABEL_INSET = 8

export type FeatureLayoutMeasure = {
  /** Width of the grid, in px. */
  width: number
  /** Gap between two tiles, in px. */
  gap: number
  /** Natural (unwrapped) width of each label, in px. */
  labelWidths: readonly number[]
}

/**
 * Whether every label fits its tile when the buttons share one row: a label never touches its
 * tile's edges (nor is cut). Measured from the grid's width, the same in both layouts, so the
 * choice cannot flip back and forth.
 */
export function chooseFeatureLayout({ width, gap, labelWidths }: FeatureLayoutMeasure) {
  const count = labelWidths.length
  if (count === 0) return 'tiles'
  const tile = (width - gap * (count - 1)) / count
  const widest = Math.max(...labelWidths)
  return widest + TILE_LABEL_INSET * 2 <= tile ? 'tiles' : 'rows'
}

/**
 * The layout of the feature grid `ref`: tiles while every label (`[data-feature-label]`) fits,
 * else rows. Measured again when the grid's width or the labels change (a phone, a language
 * with longer words) and once the fonts have loaded.
 */
export function useFeatureLayout(
  ref: RefObject<HTMLElement | null>,
  labels: readonly string[],
): FeatureLayout {
  const [layout, setLayout] = useState<FeatureLayout>('tiles')
  const key = labels.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: new labels are measured again
  useLayoutEffect(() => {
    const grid = ref.current
    if (!grid) return
    const measure = () => {
      const style = grid.ownerDocument.defaultView?.getComputedStyle(grid)
      const labelWidths = [...grid.querySelectorAll<HTMLElement>('[data-feature-label]')].map(
        (label) => label.scrollWidth,
      )
      setLayout(
        chooseFeatureLayout({
          width: grid.clientWidth,
          gap: Number.parseFloat(style?.columnGap ?? '') || 0,
          labelWidths,
        }),
      )
    }
    measure()
    let current = true
    const fonts = grid.ownerDocument.fonts as FontFaceSet | undefined
    fonts?.ready.then(() => {
      if (current) measure()
    })
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => measure())
    observer?.observe(grid)
    return () => {
      current = false
      observer?.disconnect()
    }
  }, [ref, key])
  return layout
}
