import { isAddress } from '../validation/address.ts'
import { assertNetworkFields, InvalidNetworkError } from './network-fields.ts'
import type { CaipNetwork } from './types.ts'

export { InvalidNetworkError, type InvalidNetworkErrorParameters } from './network-fields.ts'

function assertContracts(network: CaipNetwork): void {
  for (const [key, contract] of Object.entries(network.contracts ?? {})) {
    if (contract !== undefined && !isAddress(contract.address)) {
      throw new InvalidNetworkError({
        problem: 'INVALID_CONTRACT_ADDRESS',
        contract: key,
        network: network.name,
        value: String(contract.address),
      })
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
