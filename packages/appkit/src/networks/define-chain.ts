import { type CaipNetwork, defineNetwork } from '@openappkit/common/networks'

/** A network as the incumbent's `defineChain` takes it: `testnet` may be left out. */
export type DefineChainParameters = Omit<CaipNetwork, 'testnet'> & { testnet?: boolean | undefined }

/**
 * Defines a custom network under the incumbent's name (`defineChain` from `…/networks`); validated
 * like {@link defineNetwork}, a mainnet unless `testnet` says otherwise.
 */
export function defineChain(network: DefineChainParameters): CaipNetwork {
  return defineNetwork({ ...network, testnet: network.testnet ?? false })
}
