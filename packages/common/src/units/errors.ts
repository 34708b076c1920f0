import { AppKitError } from '../errors/app-kit-error.ts'

/** Thrown when a string is not a plain decimal number (no exponent, no whitespace, not empty). */
export class InvalidDecimalNumberError extends AppKitError {
  override name = 'InvalidDecimalNumberError'

  constructor(value: string) {
    super(`Invalid decimal number: ${value}`, { code: 'INVALID_DECIMAL_NUMBER' })
  }
}

/** Thrown when `decimals` is not a non-negative safe integer. */
export class InvalidDecimalsError extends AppKitError {
  override name = 'InvalidDecimalsError'

  constructor(decimals: number) {
    super(`Invalid decimals: ${decimals}`, { code: 'INVALID_DECIMALS' })
  }
}

/** Throws {@link InvalidDecimalsError} unless `decimals` is a non-negative safe integer. */
export function assertDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new InvalidDecimalsError(decimals)
}
