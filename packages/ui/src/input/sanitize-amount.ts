const decimalPattern = /^\d*\.?\d*$/

export type SanitizeAmountParameters = {
  /** Most fraction digits kept; extra ones are cut, not rounded. */
  decimals: number
}

/**
 * Normalises what a person typed or pasted into a decimal string (`"0.5"`, `"12"`), or returns
 * `undefined` when it is not an amount so the field can keep its previous value. A comma is
 * read as the decimal separator unless a dot is present (then commas are grouping).
 */
export function sanitizeAmount(raw: string, { decimals }: SanitizeAmountParameters) {
  let text = raw.replace(/[\s\u00a0\u202f_]/g, '')
  text = text.includes('.') ? text.replace(/,/g, '') : text.replace(',', '.')
  if (!decimalPattern.test(text)) return undefined

  let [whole = '', fraction] = text.split('.') as [string, string | undefined]
  whole = whole.replace(/^0+(?=\d)/, '')
  if (fraction === undefined) return whole
  if (whole === '') whole = '0'
  if (decimals <= 0) return whole
  return `${whole}.${fraction.slice(0, decimals)}`
}
