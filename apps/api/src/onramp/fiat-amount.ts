import { ONRAMP_PAYMENT_METHOD_LIMITS } from '@openappkit/common'
import { badRequest } from '../errors/index.ts'

/** A payment method of docs/project/behaviour.md §9. */
export type PaymentMethod = keyof typeof ONRAMP_PAYMENT_METHOD_LIMITS

/** The payment methods, in the order of docs/project/behaviour.md §3. */
export const PAYMENT_METHODS = Object.keys(ONRAMP_PAYMENT_METHOD_LIMITS) as PaymentMethod[]

const FIAT_PATTERN = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/

/** Cents of a fiat amount written `123` or `123.45`; undefined when malformed. */
export function parseFiatCents(value: string): bigint | undefined {
  const text = value.trim()
  if (!FIAT_PATTERN.test(text)) return undefined
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** `1234` cents as `12.34`. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const absolute = cents < 0n ? -cents : cents
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`
}

/** Limits of a method in cents (USD and EUR share them). */
export function methodLimitCents(method: PaymentMethod): { min: bigint; max: bigint } {
  const limits = ONRAMP_PAYMENT_METHOD_LIMITS[method]
  return { min: parseFiatCents(limits.min) ?? 0n, max: parseFiatCents(limits.max) ?? 0n }
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card payments',
  ach_bank_account: 'Bank (ACH) payments',
}

/**
 * The refusal for an amount outside a method's docs/project/behaviour.md §9 limits, or undefined
 * when within.
 */
export function paymentLimitError(
  method: PaymentMethod,
  cents: bigint,
  currency: string,
): string | undefined {
  const { min, max } = methodLimitCents(method)
  if (cents >= min && cents <= max) return undefined
  return `${METHOD_LABELS[method]} must be between ${formatCents(min)} and ${formatCents(max)} ${currency}.`
}

/** Refuses an amount no payment method accepts (quotes do not know the method yet). */
export function assertQuotableAmount(cents: bigint, currency: string): void {
  const limits = PAYMENT_METHODS.map(methodLimitCents)
  const ascending = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)
  const min = limits.map((limit) => limit.min).sort(ascending)[0] ?? 0n
  const max =
    limits
      .map((limit) => limit.max)
      .sort(ascending)
      .at(-1) ?? 0n
  if (cents < min || cents > max) {
    throw badRequest(
      `Amount must be between ${formatCents(min)} and ${formatCents(max)} ${currency}`,
    )
  }
}
