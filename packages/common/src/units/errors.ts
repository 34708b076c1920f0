import { AppKitError } from '../errors/app-kit-error.ts'

/** Thrown when a string is not a plain decimal number (no exponent, no whitespace, not empty). */
export class InvalidDecimalNumberError extends AppKitError<'INVALID_DECIMAL_NUMBER'> {
  override name = 'InvalidDecimalNumberError'

  constructor(value: string) {
    super('INVALID_DECIMAL_NUMBER', { params: { value } })
  }
}

/** Thrown when `decimals` is not a non-negative safe integer. */
export class InvalidDecimalsError extends AppKitError<'INVALID_DECIMALS'> {
  override name = 'InvalidDecimalsError'

  constructor(decimals: number) {
    super('INVALID_DECIMALS', { params: { decimals } })
  }
}

/** Throws {@link InvalidDecimalsError} unless `decimals` is a non-negative safe integer. */
export function assertDecimals(decimals: number): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new InvalidDecimalsError(decimals)
}
