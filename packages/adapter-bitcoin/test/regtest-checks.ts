import type { CaipNetworkId } from '@openappkit/common/caip'
import { isAppKitError } from '@openappkit/common/errors'
import { BIP122Verifier } from '@openappkit/siwx'

const verifier = new BIP122Verifier()

/** Whether our BIP-322 / legacy verifier accepts the signature of `address` on the network. */
export function verifiedOn(chainId: CaipNetworkId) {
  return (address: string, message: string, signature: string) =>
    verifier.verify({
      data: { accountAddress: address, chainId, domain: '', uri: '', version: '1', nonce: '' },
      message,
      signature,
    })
}

/** The catalogue code a promise is refused with, `resolved` when it is not. */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (isAppKitError(error) ? error.code : String(error)),
  )
