import type { AppKitCore } from '../../core/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { readStoredJson } from '../../platform/storage/stored-json.ts'
import { defineParser } from '../../platform/utils/safe-parser.ts'

const storedId = defineParser((value) => (typeof value === 'string' ? value : undefined))

/** Re-selects the network the visitor was last on, when the dapp still configures it. */
export async function restoreActiveCaipNetwork(core: AppKitCore): Promise<void> {
  const id = await readStoredJson(core.services, STORAGE_KEYS.activeCaipNetworkId, storedId)
  const network = core.state.options.networks.find((item) => item.caipNetworkId === id)
  const chains = core.state.chains
  const chain = network ? chains.chains[network.chainNamespace] : undefined
  if (!network || !chain) return
  const own = chain.networkState.caipNetworks.find((item) => item.caipNetworkId === id) ?? network
  chain.networkState.caipNetwork = own
  chains.activeChain = network.chainNamespace
  chains.activeCaipNetwork = own
}
