/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return sorted[Math.max(0, rank)] as number
}

/** Milliseconds with one decimal. */
export const formatMs = (value: number) => value.toFixed(1)
