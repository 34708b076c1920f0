import { AppKitError } from '../errors/app-kit-error.ts'

/** Thrown when a display helper receives something that is not a finite number. */
export class InvalidNumberError extends AppKitError<'INVALID_NUMBER'> {
  override name = 'InvalidNumberError'

  constructor(value: unknown) {
    super('INVALID_NUMBER', { params: { value: String(value) } })
  }
}

/** Thrown when a display option is out of range (for example a negative digit count). */
export class InvalidFormatOptionError extends AppKitError<'INVALID_FORMAT_OPTION'> {
  override name = 'InvalidFormatOptionError'

  constructor(option: string, value: unknown) {
    super('INVALID_FORMAT_OPTION', { params: { option, value: String(value) } })
  }
}

/** Throws {@link InvalidFormatOptionError} unless `value` is an integer within [min, max]. */
export function assertIntegerOption(option: string, value: number, min: number, max: number) {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InvalidFormatOptionError(option, value)
  }
}

// Decimal literals as people and APIs write them; `Number('')` and `Number(' ')` are 0, hence the pattern.
const numericStringPattern = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

/** Turns `number | string` into a finite number or throws {@link InvalidNumberError}. */
export function toFiniteNumber(value: number | string): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && numericStringPattern.test(value)
        ? Number(value)
        : Number.NaN
  if (!Number.isFinite(number)) throw new InvalidNumberError(value)
  // -0 would render as '-0' / '-$0.00'.
  return number === 0 ? 0 : number
}
