import { createLazyWagmiAdapter, type LazyWagmiAdapter } from './lazy-wagmi-adapter.ts'
import type { WagmiAdapterParameters } from './wagmi-adapter-parameters.ts'

export type CreateWagmiAdapterParameters = WagmiAdapterParameters

export type CreateWagmiAdapterReturnType = LazyWagmiAdapter

// A separate chunk: a page that never connects downloads neither wagmi nor viem. Destructured, so
// the bundler leaves the rest of the module (the WagmiAdapter class) out of that chunk.
const loadWagmiAdapterMembers = () =>
  import('./wagmi-adapter.ts').then(({ createWagmiAdapterMembers }) => createWagmiAdapterMembers)

/**
 * Creates the ChainAdapter over wagmi and viem for eip155 networks, loading wagmi and viem only
 * when a wallet is used (or a stored session is restored). `new WagmiAdapter(...)` is the eager
 * one, for an app that hands `wagmiConfig` to its own `<WagmiProvider>`.
 */
export function createWagmiAdapter(
  parameters: CreateWagmiAdapterParameters,
): CreateWagmiAdapterReturnType {
  return createLazyWagmiAdapter(parameters, loadWagmiAdapterMembers)
}
