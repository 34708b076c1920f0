import type { CaipNetworkId } from '@openappkit/common/caip'
import type { SIWXSession } from '@openappkit/controllers'
import { SIWXVerifier } from '../siwx-verifier.ts'

/** Options of {@link EIP155Verifier}. */
export type EIP155VerifierOptions = {
  /** JSON-RPC URL per network, for smart-contract accounts (ERC-1271, ERC-6492). */
  rpcUrls?: Partial<Record<CaipNetworkId, string>> | undefined
  fetchFn?: typeof fetch | undefined
}

/** Verifies EVM sign-in: EIP-191 signatures of EOAs, ERC-1271 and ERC-6492 of contract accounts. */
export class EIP155Verifier extends SIWXVerifier {
  readonly chainNamespace = 'eip155'
  readonly #options: EIP155VerifierOptions

  constructor(options: EIP155VerifierOptions = {}) {
    super()
    this.#options = options
  }

  async verify(session: SIWXSession): Promise<boolean> {
    // Loaded on first use: a page that never signs in does not pay for secp256k1.
    const { verifyEvmSignature } = await import('./verify-evm-signature.ts')
    return verifyEvmSignature({
      address: session.data.accountAddress,
      message: session.message,
      signature: session.signature,
      rpcUrl: this.#options.rpcUrls?.[session.data.chainId],
      fetchFn: this.#options.fetchFn,
    })
  }
}
