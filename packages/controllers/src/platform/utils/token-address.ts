/** Placeholder address the convert endpoints and wallets use for an EVM chain's native token. */
export const EVM_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Wrapped-SOL mint, which Solana APIs use to name native SOL. */
export const SOLANA_NATIVE_TOKEN_ADDRESS = 'So11111111111111111111111111111111111111112'

/** The plain address of a token given as a CAIP-10 id or already plain. */
export function plainTokenAddress(address: string): string {
  const parts = address.split(':')
  return parts.length === 3 ? (parts[2] as string) : address
}

/** Whether a token address (plain or CAIP-10, possibly absent) names the native token. */
export function isNativeTokenAddress(address: string | undefined): boolean {
  if (!address) return true
  const plain = plainTokenAddress(address)
  return plain.toLowerCase() === EVM_NATIVE_TOKEN_ADDRESS || plain === SOLANA_NATIVE_TOKEN_ADDRESS
}
