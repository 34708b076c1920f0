import { isAddress } from '../validation/address.ts'
import { assertNetworkFields, InvalidNetworkError } from './network-fields.ts'
import type { CaipNetwork } from './types.ts'

export { InvalidNetworkError } from './network-fields.ts'

function assertContracts(network: CaipNetwork): void {
  for (const [key, contract] of Object.entries(network.contracts ?? {})) {
    if (contract !== undefined && !isAddress(contract.address)) {
      throw new InvalidNetworkError(
        `Invalid contract address ${key} for network ${network.name}: ${String(contract.address)} (expected 0x and 40 hex characters with a valid checksum)`,
      )
    }
  }
}

/**
 * Validates a network definition and returns it unchanged (literal types kept). Throws
 * {@link InvalidNetworkError} naming the network and the bad field.
 */
export function defineNetwork<const network extends CaipNetwork>(network: network): network {
  assertNetworkFields(network)
  assertContracts(network)
  return network
}
