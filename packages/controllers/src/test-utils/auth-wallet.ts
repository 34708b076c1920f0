import type { ChainAdapter } from '../adapter/types.ts'
import type { AppKitCore } from '../core/types.ts'
import { connect } from '../flows/connect/connect.ts'
import { setConnectors } from '../state/connector/set-connectors.ts'
import type { Connector } from '../state/connector/types.ts'
import { setEmbeddedWalletClient } from '../state/embedded-wallet/get-embedded-wallet-client.ts'
import { createMemoryEmbeddedWallet } from '../test-kit/create-memory-embedded-wallet.ts'
import { createCoreWithWallets, EVM_ADDRESS } from './connected-core.ts'

/** The embedded-wallet connector of the EVM memory adapter in tests. */
export const AUTH_CONNECTOR: Connector = {
  id: 'AUTH',
  type: 'AUTH',
  name: 'Email',
  chain: 'eip155',
  chains: [],
}

/** Makes the EVM memory adapter expose an AUTH connector that connects to {@link EVM_ADDRESS}. */
export function withAuthConnector(adapter: ChainAdapter): void {
  adapter.getConnectors = () => [AUTH_CONNECTOR]
  adapter.connect = async () => ({ id: 'AUTH', type: 'AUTH', address: EVM_ADDRESS, chainId: 1 })
}

/** Connects the instance through the embedded wallet (AUTH connector) on mainnet. */
export async function connectAuthWallet(core: AppKitCore, adapter: ChainAdapter): Promise<void> {
  withAuthConnector(adapter)
  await connect(core, { connectorId: 'AUTH' })
}

/**
 * An instance whose EVM adapter has the AUTH connector (known to state) and a fake embedded
 * wallet registered, not connected yet.
 */
export function createEmbeddedWalletCore(
  parameters: Parameters<typeof createCoreWithWallets>[0] = {},
) {
  const context = createCoreWithWallets(parameters)
  withAuthConnector(context.evmAdapter)
  setConnectors(context.core, { connectors: [AUTH_CONNECTOR] })
  const wallet = createMemoryEmbeddedWallet()
  setEmbeddedWalletClient(context.core, wallet)
  return { ...context, wallet }
}
