import type { ChainNamespace } from '@openappkit/common/caip'
import type { SIWXSession } from '@openappkit/controllers'

/**
 * Checks the signature of a session for one namespace. Extend it for another chain family; the
 * message's fields (domain, time, nonce) are checked before a verifier is asked.
 */
export abstract class SIWXVerifier {
  /** The namespace whose sessions this verifier checks. */
  abstract readonly chainNamespace: ChainNamespace

  /** Whether the session's signature is the account's over the message; never throws for a bad one. */
  abstract verify(session: SIWXSession): Promise<boolean>

  /** Whether this verifier is the one for the session's network. */
  shouldVerify(session: SIWXSession): boolean {
    return session.data.chainId.startsWith(`${this.chainNamespace}:`)
  }
}
