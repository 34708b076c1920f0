import { assertIntegerOption } from './errors.ts'

export type TruncateAddressParameters = {
  /** Characters kept at the start, not counting an EVM `0x` prefix. Default 4. */
  head?: number | undefined
  /** Characters kept at the end. Default 4. */
  tail?: number | undefined
}

const EVM_PREFIX = '0x'

/**
 * Shortens an address for display: `0x1234…abcd`. The `0x` prefix of EVM addresses is kept
 * outside the head count, so head 4 shows four hex digits; other addresses (Solana, Bitcoin)
 * count from their first character. Inputs that would not get shorter come back unchanged.
 */
export function truncateAddress(
  address: string,
  parameters: TruncateAddressParameters = {},
): string {
  const { head = 4, tail = 4 } = parameters
  assertIntegerOption('head', head, 0, Number.MAX_SAFE_INTEGER)
  assertIntegerOption('tail', tail, 0, Number.MAX_SAFE_INTEGER)

  const prefix = address.startsWith(EVM_PREFIX) ? EVM_PREFIX : ''
  const body = address.slice(prefix.length)
  // Replacing a single character by the ellipsis would not shorten anything.
  if (body.length <= head + tail + 1) return address
  return `${prefix}${body.slice(0, head)}…${body.slice(body.length - tail)}`
}
