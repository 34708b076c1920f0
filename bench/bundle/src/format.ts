/** Bytes as kB (1000 B) with one decimal. */
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** `a / b` with two decimals. */
export const formatRatio = (numerator: number, denominator: number) =>
  (numerator / denominator).toFixed(2)

/** Today's date as YYYY-MM-DD (UTC). */
export const today = () => new Date().toISOString().slice(0, 10)
