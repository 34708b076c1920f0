import { assertNetworkFields, InvalidNetworkError } from './network-fields.ts'
import type { CaipNetwork } from './types.ts'

/**
 * {@link defineNetwork} for the catalogue's Solana and Bitcoin networks, which carry no contract
 * addresses: without the EIP-55 checksum, so a page without EVM networks downloads no keccak.
 */
export function defineNonEvmNetwork<const network extends CaipNetwork>(network: network): network {
  assertNetworkFields(network)
  if (network.chainNamespace === 'eip155' || Object.keys(network.contracts ?? {}).length > 0) {
    throw new InvalidNetworkError(
      `Invalid network ${network.name}: an EVM network or one with contracts is defined with defineNetwork`,
    )
  }
  return network
}
