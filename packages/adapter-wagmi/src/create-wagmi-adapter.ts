import { WagmiAdapter } from './wagmi-adapter.ts'
import type { WagmiAdapterParameters } from './wagmi-adapter-parameters.ts'

export type CreateWagmiAdapterParameters = WagmiAdapterParameters

export type CreateWagmiAdapterReturnType = WagmiAdapter

/** Creates the ChainAdapter over wagmi and viem for eip155 networks: `new WagmiAdapter(...)`. */
export function createWagmiAdapter(
  parameters: CreateWagmiAdapterParameters,
): CreateWagmiAdapterReturnType {
  return new WagmiAdapter(parameters)
}
