import { assertDecimals, InvalidDecimalNumberError } from './errors.ts'

// Optional minus, then digits with at most one dot and at least one digit somewhere.
// Exponents, signs other than '-', whitespace and separators are rejected on purpose.
const decimalNumberPattern = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Parses a decimal string into an integer of `10^-decimals` units, exactly (bigint, no floats).
 * Extra fractional digits are rounded half up on the magnitude, like viem: with 2 decimals,
 * '1.005' → 101n and '-1.005' → -101n.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  const match = typeof value === 'string' ? decimalNumberPattern.exec(value) : null
  const [, sign = '', integerDigits = '', fractionDigits = ''] = match ?? []
  if (!match || integerDigits.length + fractionDigits.length === 0) {
    throw new InvalidDecimalNumberError(String(value))
  }

  const kept = fractionDigits.slice(0, decimals).padEnd(decimals, '0')
  const firstDropped = fractionDigits.charAt(decimals)
  let magnitude = BigInt(`${integerDigits || '0'}${kept}`)
  if (firstDropped !== '' && firstDropped >= '5') magnitude += 1n

  return sign === '-' ? -magnitude : magnitude
}
