import type { ChainAdapter } from '@openappkit/controllers'
import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'
import { evmNetworksOf } from './evm-networks-of.ts'
import { createWagmiAdapterMembers } from './wagmi-adapter-members.ts'
import type { WagmiAdapterMembers } from './wagmi-adapter-members-type.ts'
import type { WagmiAdapterParameters } from './wagmi-adapter-parameters.ts'

type Member<TName extends keyof WagmiAdapterMembers> = WagmiAdapterMembers[TName]

/**
 * The ChainAdapter over wagmi and viem for eip155 networks, written as the incumbent's
 * `new WagmiAdapter({ projectId, networks, ssr?, storage?, transports?, connectors? })`.
 * `wagmiConfig` is a regular wagmi config: give it to `<WagmiProvider config>` and wagmi's hooks
 * see the wallet connected through the modal. Its members are own properties (closures, not
 * prototype methods), so `const { connect } = adapter` and wrappers built on it keep working.
 */
export class WagmiAdapter implements ChainAdapter {
  declare readonly namespace: Member<'namespace'>
  declare readonly adapterType: Member<'adapterType'>
  declare readonly wagmiConfig: Config
  declare readonly wagmiChains: readonly [Chain, ...Chain[]]
  declare readonly projectId: string | undefined
  declare readonly getConnectors: Member<'getConnectors'>
  declare readonly syncConnectors: Member<'syncConnectors'>
  declare readonly connect: Member<'connect'>
  declare readonly reconnect: Member<'reconnect'>
  declare readonly disconnect: Member<'disconnect'>
  /** Stops the adapter's watchers and its wagmi config's listeners; the wallet stays connected. */
  declare readonly destroy: Member<'destroy'>
  declare readonly getAccounts: Member<'getAccounts'>
  declare readonly switchNetwork: Member<'switchNetwork'>
  declare readonly getBalance: Member<'getBalance'>
  declare readonly signMessage: Member<'signMessage'>
  declare readonly sendTransaction: Member<'sendTransaction'>
  declare readonly waitForTransaction: Member<'waitForTransaction'>
  declare readonly writeContract: Member<'writeContract'>
  declare readonly estimateGas: Member<'estimateGas'>
  declare readonly parseUnits: Member<'parseUnits'>
  declare readonly formatUnits: Member<'formatUnits'>
  declare readonly getCapabilities: Member<'getCapabilities'>
  declare readonly walletGetAssets: Member<'walletGetAssets'>
  declare readonly setWalletConnectProvider: Member<'setWalletConnectProvider'>
  declare readonly setEmbeddedWalletProvider: Member<'setEmbeddedWalletProvider'>
  declare readonly on: Member<'on'>

  constructor(parameters: WagmiAdapterParameters) {
    const networks = evmNetworksOf(parameters.networks)
    // The app gets `wagmiConfig`: with `ssr`, its <WagmiProvider> hydrates wagmi's store.
    Object.assign(this, createWagmiAdapterMembers(parameters, networks, { appHydratesStore: true }))
  }
}
