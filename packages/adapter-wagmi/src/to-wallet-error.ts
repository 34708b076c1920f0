import { type AppKitError, toAppKitError } from '@openappkit/common/errors'

/**
 * What wagmi or the wallet threw, as an entry of the error catalogue: a refusal is
 * USER_REJECTED_REQUEST, an unknown chain UNRECOGNIZED_CHAIN, node wording its node-error kind;
 * wagmi's error is kept as `cause`.
 */
export function toWalletError(error: unknown): AppKitError {
  return toAppKitError(error)
}
