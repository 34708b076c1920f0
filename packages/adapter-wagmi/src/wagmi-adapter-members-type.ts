import type { ChainAdapter } from '@openappkit/controllers'
import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'

/** Everything a WagmiAdapter holds: the ChainAdapter (EVM methods included) and wagmi's config. */
export type WagmiAdapterMembers = Required<
  Omit<ChainAdapter, 'setNetworks' | 'getConnection' | 'preload' | 'namespace' | 'adapterType'>
> & {
  readonly namespace: 'eip155'
  readonly adapterType: 'wagmi'
  /** The wagmi config, for the integrator's `<WagmiProvider config>`, wagmi hooks and actions. */
  readonly wagmiConfig: Config
  /** The viem chains of the adapter's eip155 networks, as wagmi was given them. */
  readonly wagmiChains: readonly [Chain, ...Chain[]]
  /** The `projectId` the adapter was created with, as the incumbent keeps it. */
  readonly projectId: string | undefined
}
