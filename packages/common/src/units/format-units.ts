import { assertDecimals } from './errors.ts'

/**
 * Formats an integer of `10^-decimals` units as a plain decimal string, exactly: no grouping,
 * no trailing fractional zeros, '0' for zero, leading '-' for negatives.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integerPart = digits.slice(0, digits.length - decimals)
  const fractionPart = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integerPart}${fractionPart ? `.${fractionPart}` : ''}`
}
