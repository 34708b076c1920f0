import { ProviderRpcError } from '@openappkit/common/errors'

// sats-connect's codes (Bitcoin wallets use them on either protocol), mapped onto the EIP-1193
// codes the catalogue translates: refusal, not authorized, unsupported method.
const EIP1193_CODES: Readonly<Record<number, number>> = {
  [-32000]: 4001,
  [-32002]: 4100,
  [-32601]: 4200,
}

/** A Bitcoin wallet's `{ code, message }` as the provider error the catalogue knows. */
export function toWalletRpcError(code: number, message: string): ProviderRpcError {
  return new ProviderRpcError(EIP1193_CODES[code] ?? code, { message })
}

/** Rethrows what a Wallet Standard feature threw, its Bitcoin wallet code mapped. */
export function rethrowWalletError(error: unknown): never {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'number')
    throw toWalletRpcError(code, typeof message === 'string' ? message : 'Wallet error')
  throw error
}
