import { AppKitError } from '@openappkit/common/errors'

/**
 * A number written as a plain decimal string, never in exponent form (1e-7 → '0.0000001'), so
 * `parseUnits` can read it. Strings are passed through trimmed.
 */
export function toDecimalString(value: number | string): string {
  if (typeof value === 'string') return value.trim()
  if (!Number.isFinite(value)) throw new AppKitError('INVALID_AMOUNT', { params: { value } })
  const text = String(value)
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text)
  if (!match) return text
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = match
  const digits = `${integerDigits}${fractionDigits}`
  const point = integerDigits.length + Number(exponentText)
  // JavaScript writes exponents only below 1e-6 and from 1e21 on, so the point lands either
  // before every digit or after the last one.
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : `${digits}${'0'.repeat(Math.max(0, point - digits.length))}`
  return `${sign}${plain}`
}
