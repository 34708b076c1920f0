import { assertIntegerOption } from './errors.ts'

export type TruncateAddressParameters = {
  /** Characters kept at the start, not counting an EVM `0x` prefix. Default 4. */
  head?: number | undefined
  /** Characters kept at the end. Default 4. */
  tail?: number | undefined
}

const EVM_PREFIX = '0x'
// A Bitcoin segwit address's human-readable part, separator and witness version: `bc1q`,
// `tb1p`, `bcrt1q`. Kept whole like `0x`, so the network and the address type stay readable.
const BECH32_PREFIX = /^(?:bc|tb|bcrt)1[ac-hj-np-z02-9]/i

/**
 * Shortens an address for display: `0x1234…abcd`. The `0x` prefix of EVM addresses and the
 * `bc1q` / `bcrt1q` prefix of Bitcoin segwit addresses are kept outside the head count, so head 4
 * shows four characters of the address itself (`bcrt1qw508…dk9l`); other addresses (Solana,
 * Bitcoin base58) count from their first character. Inputs that would not get shorter come back
 * unchanged.
 */
export function truncateAddress(
  address: string,
  parameters: TruncateAddressParameters = {},
): string {
  const { head = 4, tail = 4 } = parameters
  assertIntegerOption('head', head, 0, Number.MAX_SAFE_INTEGER)
  assertIntegerOption('tail', tail, 0, Number.MAX_SAFE_INTEGER)

  const prefix = address.startsWith(EVM_PREFIX)
    ? EVM_PREFIX
    : (BECH32_PREFIX.exec(address)?.[0] ?? '')
  const body = address.slice(prefix.length)
  // Replacing a single character by the ellipsis would not shorten anything.
  if (body.length <= head + tail + 1) return address
  return `${prefix}${body.slice(0, head)}…${body.slice(body.length - tail)}`
}
