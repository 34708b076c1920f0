import { assertNetworkFields } from './network-fields.ts'
import type { CaipNetwork } from './types.ts'

/**
 * {@link defineNetwork} for the package's own networks (the catalogue and the local Solana and
 * regtest ones): their fields are checked as always, but their contract addresses are literals
 * whose EIP-55 checksums catalogue.test.ts checks once, so importing `mainnet` (or `solana`)
 * costs a page no keccak at load (hashing them took about 8 ms of the first paint in Chromium).
 */
export function defineCatalogueNetwork<const network extends CaipNetwork>(
  network: network,
): network {
  assertNetworkFields(network)
  return network
}
