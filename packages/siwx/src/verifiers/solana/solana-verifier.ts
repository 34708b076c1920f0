import type { SIWXSession } from '@openappkit/controllers'
import { SIWXVerifier } from '../siwx-verifier.ts'

/** Verifies Solana sign-in: the account key's ed25519 signature over the message text. */
export class SolanaVerifier extends SIWXVerifier {
  readonly chainNamespace = 'solana'

  async verify(session: SIWXSession): Promise<boolean> {
    const { verifySolanaSignature } = await import('./verify-solana-signature.ts')
    return verifySolanaSignature({
      address: session.data.accountAddress,
      message: session.message,
      signature: session.signature,
    })
  }
}
