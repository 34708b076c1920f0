import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import { type CaipNetwork, toAddEthereumChainParameter } from '@openappkit/common/networks'
import { toTransactionFees } from '@openappkit/common/transaction'
import { adapterUnits, formatUnits } from '@openappkit/common/units'
import {
  type AdapterConnectReturnType,
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  createAdapterEmitter,
} from '@openappkit/controllers'
import {
  type Config,
  connect,
  disconnect,
  estimateGas,
  getConnectors,
  getPublicClient,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  watchConnectors,
  writeContract,
} from '@wagmi/core'
import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  type Hex,
  http as viemHttp,
} from 'viem'
import { createWagmiConfig } from './create-wagmi-config.ts'
import { detachWagmiConfig } from './detach-wagmi-config.ts'
import { evmNetworksOf } from './evm-networks-of.ts'
import { type ProviderConnectorIdentity, providerWagmiConnector } from './provider-connector.ts'
import { settledConnection } from './settled-connection.ts'
import { syncAnnouncedConnectors } from './sync-announced-connectors.ts'
import { INJECTED_CONNECTOR_ID, toConnector } from './to-connector.ts'
import { toViemChain } from './to-viem-chain.ts'
import { toWalletError } from './to-wallet-error.ts'
import { getConnection } from './wagmi-actions.ts'
import type { WagmiAdapterParameters } from './wagmi-adapter-parameters.ts'
import { walletRpc } from './wallet-rpc.ts'
import { watchWagmiConnection } from './watch-wagmi-connection.ts'

type WindowWithEthereum = { ethereum?: unknown }

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

// Declared through the interface: the members are closures that the constructor assigns, so
// `const { connect } = adapter` and wrappers built on it keep working (no prototype methods).
export interface WagmiAdapter extends WagmiAdapterMembers {}

/**
 * The ChainAdapter over wagmi and viem for eip155 networks, written as the incumbent's
 * `new WagmiAdapter({ projectId, networks, ssr?, storage?, transports?, connectors? })`.
 * `wagmiConfig` is a regular wagmi config: give it to `<WagmiProvider config>` and wagmi's hooks
 * see the wallet connected through the modal. `createWagmiAdapter` is the same adapter with wagmi
 * loaded on first use (lazy-wagmi-adapter.ts).
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor assigns every member
export class WagmiAdapter implements ChainAdapter {
  constructor(parameters: WagmiAdapterParameters) {
    const networks = evmNetworksOf(parameters.networks)
    // The app gets `wagmiConfig`: with `ssr`, its <WagmiProvider> hydrates wagmi's store.
    Object.assign(this, createWagmiAdapterMembers(parameters, networks, { appHydratesStore: true }))
  }
}

export type WagmiAdapterMembersOptions = {
  /**
   * The app has `wagmiConfig` (`new WagmiAdapter`), so with `ssr` its `<WagmiProvider>` hydrates
   * the store and restoring a session waits for it (see wagmi-store-hydrated.ts). Not for
   * `createWagmiAdapter`, whose config no app code sees.
   */
  appHydratesStore: boolean
}

/**
 * Builds the members of a WagmiAdapter: the one implementation behind the class and
 * `createWagmiAdapter`.
 * `evmNetworks` are the parameters' eip155 networks, as evmNetworksOf returns them.
 */
export function createWagmiAdapterMembers(
  parameters: WagmiAdapterParameters,
  evmNetworks: readonly [CaipNetwork, ...CaipNetwork[]],
  { appHydratesStore }: WagmiAdapterMembersOptions = { appHydratesStore: false },
): WagmiAdapterMembers {
  const { config, chains, networks, rpcOf } = createWagmiConfig(parameters, evmNetworks)
  const emitter = createAdapterEmitter()
  // What destroy() stops: our watchers of the config and the site providers' listeners.
  const stops: Array<() => void> = []
  let destroyed = false
  const connectorOf = (id: string) => {
    const connector = getConnectors(config).find((item) => item.id === id)
    if (!connector) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
    return connector
  }
  // A wallet announced during wagmi's hydration is only known once synced. Restoring a session
  // leaves a server-rendered app's store to its own hydration (see wagmi-store-hydrated.ts).
  const discoveredConnector = async (id: string, restoring: boolean) => {
    await syncAnnouncedConnectors(config, { leaveToApp: restoring && appHydratesStore })
    return connectorOf(id)
  }
  const visibleConnectors = () =>
    getConnectors(config)
      .filter((connector) => {
        if (connector.id !== INJECTED_CONNECTOR_ID) return true
        // docs/project/behaviour.md §5: the Browser Wallet connector is hidden when nothing is
        // injected.
        return (
          typeof window !== 'undefined' && (window as WindowWithEthereum).ethereum !== undefined
        )
      })
      .map((connector) => toConnector(connector, networks))
  const networkOf = (chainId: number | string | undefined) =>
    networks.find((network) => String(network.id) === String(chainId))
  const chainIdOf = (network: CaipNetwork | undefined) => {
    if (!network) return undefined
    if (!networkOf(network.id)) throw new AppKitError('NETWORK_NOT_FOUND')
    return Number(network.id)
  }
  const connectedThrough = (id: string, connection: ReturnType<typeof getConnection>) =>
    connection.status === 'connected' && connection.connector?.id === id && connection.chainId
      ? { addresses: connection.addresses ?? [], chainId: connection.chainId }
      : undefined
  const resultOf = async (
    id: string,
    accounts: readonly Address[],
    chainId: number,
  ): Promise<AdapterConnectReturnType> => {
    const [address] = accounts
    if (!address) throw new AppKitError('NO_ACCOUNT_RETURNED')
    const connector = connectorOf(id)
    return {
      id,
      type: toConnector(connector, networks).type,
      address,
      chainId,
      // The wallet's EIP-1193 object, for integrators calling it directly (useAppKitProvider).
      provider: await connector.getProvider(),
      accounts: accounts.map((account) => ({ address: account })),
    }
  }
  const wrap = async <TResult>(action: () => Promise<TResult>): Promise<TResult> => {
    try {
      return await action()
    } catch (error) {
      throw toWalletError(error)
    }
  }
  const wallet = walletRpc(config, wrap)

  // The site's own providers (WalletConnect, the embedded wallet) join wagmi's connectors once.
  const addProviderConnector = (
    identity: ProviderConnectorIdentity,
    provider: Parameters<typeof providerWagmiConnector>[1],
  ) => {
    const { connectors } = config._internal
    if (destroyed || getConnectors(config).some((item) => item.id === identity.id)) return
    const { connector: create, stop } = providerWagmiConnector(identity, provider)
    stops.push(stop)
    const connector = connectors.setup(create)
    connectors.setState((current) => [...current, connector])
  }

  stops.push(
    watchWagmiConnection(config, emitter),
    watchConnectors(config, {
      onChange: () => emitter.emit('connectors', { connectors: visibleConnectors() }),
    }),
  )

  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    wagmiConfig: config,
    wagmiChains: chains,
    projectId: parameters.projectId,
    getConnectors: visibleConnectors,
    async syncConnectors() {
      if (destroyed) return
      // Ask EIP-6963 wallets to announce again (one may have loaded after us).
      if (typeof window !== 'undefined' && parameters.enableEIP6963 !== false) {
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }
      await syncAnnouncedConnectors(config, { leaveToApp: appHydratesStore })
      emitter.emit('connectors', { connectors: visibleConnectors() })
    },
    connect: ({ id, chainId }) =>
      wrap(async () => {
        const connector = await discoveredConnector(id, false)
        const target = networkOf(chainId) ? Number(chainId) : undefined
        const current = connectedThrough(id, getConnection(config))
        // Already connected through this wallet: nothing to prompt for, only the network to move.
        if (current) {
          if (target !== undefined && target !== current.chainId)
            await switchChain(config, { chainId: target })
          return resultOf(id, current.addresses, target ?? current.chainId)
        }
        const result = await connect(config, { connector, ...(target ? { chainId: target } : {}) })
        return resultOf(id, result.accounts, result.chainId)
      }),
    reconnect: ({ id }) =>
      wrap(async () => {
        const connector = await discoveredConnector(id, true)
        const current = connectedThrough(id, getConnection(config))
        if (current) return resultOf(id, current.addresses, current.chainId)
        const [connection] = await reconnect(config, { connectors: [connector] })
        if (connection) return resultOf(id, connection.accounts, connection.chainId)
        // wagmi answered nothing because another reconnect was running: take what it restored.
        const restored = connectedThrough(id, await settledConnection(config))
        return restored ? resultOf(id, restored.addresses, restored.chainId) : undefined
      }),
    disconnect: (options = {}) =>
      wrap(async () => {
        const connector = options.id ? connectorOf(options.id) : undefined
        await disconnect(config, connector ? { connector } : {})
      }),
    destroy() {
      if (destroyed) return
      destroyed = true
      for (const stop of stops.splice(0)) stop()
      emitter.clear()
      detachWagmiConfig(config)
    },
    async getAccounts({ id }) {
      const connector = connectorOf(id)
      if (!(await connector.isAuthorized())) return { accounts: [] }
      const accounts = await connector.getAccounts()
      return { accounts: accounts.map((address) => ({ address })) }
    },
    switchNetwork: ({ caipNetwork }) =>
      wrap(async () => {
        const chainId = chainIdOf(caipNetwork) as number
        const icon = parameters.chainIconUrls?.[chainId]
        await switchChain(config, {
          chainId,
          addEthereumChainParameter: toAddEthereumChainParameter(caipNetwork, icon),
        })
      }),
    async getBalance({ address, caipNetwork }) {
      const rpc = rpcOf(caipNetwork)
      const client = createPublicClient({
        chain: toViemChain(caipNetwork),
        transport: viemHttp(rpc.url, rpc.config),
      })
      const value = await client.getBalance({ address: address as Address })
      const { decimals, symbol } = caipNetwork.nativeCurrency
      return { balance: formatUnits(value, decimals), symbol }
    },
    signMessage: ({ message, address }) =>
      wrap(async () => ({
        signature: await signMessage(config, { message, account: address as Address }),
      })),
    sendTransaction: (request) =>
      wrap(async () => {
        const fees = toTransactionFees(request)
        const chainId = chainIdOf(request.caipNetwork)
        const hash = await sendTransaction(config, {
          account: request.address as Address,
          to: request.to as Address,
          ...(request.value !== undefined ? { value: request.value } : {}),
          ...(request.data !== undefined ? { data: request.data as Hex } : {}),
          ...(request.gas !== undefined ? { gas: request.gas } : {}),
          ...fees,
          ...(chainId !== undefined ? { chainId } : {}),
        })
        return { hash }
      }),
    waitForTransaction: ({ hash, caipNetwork }) =>
      wrap(async () => {
        const chainId = chainIdOf(caipNetwork)
        // viem's wait reports a revert in the receipt; wagmi's would throw its reason instead.
        const client = getPublicClient(config, chainId !== undefined ? { chainId } : {})
        if (!client) throw new AppKitError('NETWORK_NOT_FOUND')
        const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
        return { status: receipt.status }
      }),
    writeContract: (request) =>
      wrap(async () => {
        const chainId = chainIdOf(request.caipNetwork)
        const hash = await writeContract(config, {
          account: request.address as Address,
          address: request.tokenAddress as Address,
          abi: request.abi as Abi,
          functionName: request.method,
          args: request.args,
          ...(chainId !== undefined ? { chainId } : {}),
        })
        return { hash }
      }),
    estimateGas: (request) =>
      wrap(async () => {
        const chainId = chainIdOf(request.caipNetwork)
        const embedded = await wallet.embeddedWalletGas(request, chainId)
        if (embedded !== undefined) return { gas: embedded }
        const gas = await estimateGas(config, {
          account: request.address as Address,
          to: request.to as Address,
          ...(request.data !== undefined ? { data: request.data as Hex } : {}),
          ...(request.value !== undefined ? { value: request.value } : {}),
          ...(chainId !== undefined ? { chainId } : {}),
        })
        return { gas }
      }),
    ...adapterUnits,
    getCapabilities: wallet.getCapabilities,
    walletGetAssets: wallet.walletGetAssets,
    setWalletConnectProvider(provider) {
      addProviderConnector(
        { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'walletConnect' },
        provider,
      )
    },
    setEmbeddedWalletProvider(provider) {
      addProviderConnector(
        { id: AUTH_CONNECTOR_ID, name: 'Embedded wallet', type: 'AUTH' },
        provider,
      )
    },
    // A destroyed adapter takes no listener: whatever still fires reaches nobody.
    on: (event, listener) => (destroyed ? () => undefined : emitter.on(event, listener)),
  }
}
