import { STORAGE_KEY_PREFIX, WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import { type CaipNetwork, toAddEthereumChainParameter } from '@openappkit/common/networks'
import { toTransactionFees } from '@openappkit/common/transaction'
import { formatUnits, parseUnits } from '@openappkit/common/units'
import {
  type AdapterConnectReturnType,
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  createAdapterEmitter,
  type KeyValueStorage,
} from '@openappkit/controllers'
import {
  type Config,
  type CreateConnectorFn,
  connect,
  createConfig,
  createStorage,
  disconnect,
  estimateGas,
  getConnection,
  getConnectors,
  getPublicClient,
  http,
  injected,
  noopStorage,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  type Transport,
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
import { type ProviderConnectorIdentity, providerWagmiConnector } from './provider-connector.ts'
import { syncAnnouncedConnectors } from './sync-announced-connectors.ts'
import { INJECTED_CONNECTOR_ID, toConnector } from './to-connector.ts'
import { toViemChain } from './to-viem-chain.ts'
import { toWalletError } from './to-wallet-error.ts'
import { watchWagmiConnection } from './watch-wagmi-connection.ts'

export type CreateWagmiAdapterParameters = {
  /** EVM networks the dapp offers; the wallet can be switched (or asked to add) any of them. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** Where wagmi keeps the session for reconnect after reload; `localStorage` in the browser. */
  storage?: KeyValueStorage | undefined
  /** Extra wagmi connectors (WalletConnect, Coinbase...), next to EIP-6963 and `window.ethereum`. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** HTTP RPC URL per chain id, overriding the network's default one. */
  customRpcUrls?: Readonly<Record<number, string>> | undefined
  /** Icon URL per chain id, sent as `iconUrls` when a wallet is asked to add the chain. */
  chainIconUrls?: Readonly<Record<number, string>> | undefined
  /** Discover wallets through EIP-6963 announcements (default true). */
  enableEIP6963?: boolean | undefined
  /** Offer `window.ethereum` when a wallet injected one (default true). */
  enableInjected?: boolean | undefined
}

/** The wagmi adapter: a ChainAdapter plus the wagmi config for integrators who use wagmi too. */
export type WagmiAdapter = ChainAdapter & { readonly wagmiConfig: Config }

type WindowWithEthereum = { ethereum?: unknown }

function defaultStorage(): KeyValueStorage {
  // Read lazily, so creating the adapter on a server touches no browser global.
  const local = typeof window === 'undefined' ? undefined : window.localStorage
  return local ?? noopStorage
}

/** Creates the ChainAdapter over wagmi and viem for eip155 networks. */
export function createWagmiAdapter(parameters: CreateWagmiAdapterParameters): WagmiAdapter {
  const networks = parameters.networks
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
  const rpcUrlOf = (network: CaipNetwork) =>
    parameters.customRpcUrls?.[Number(network.id)] ?? network.rpcUrls.default.http[0]
  const transports: Record<number, Transport> = Object.fromEntries(
    networks.map((network) => [Number(network.id), http(rpcUrlOf(network))]),
  )
  const config = createConfig({
    chains,
    transports,
    connectors: [
      ...(parameters.enableInjected === false ? [] : [injected()]),
      ...(parameters.connectors ?? []),
    ],
    multiInjectedProviderDiscovery: parameters.enableEIP6963 !== false,
    storage: createStorage({
      key: `${STORAGE_KEY_PREFIX}wagmi`,
      storage: parameters.storage ?? defaultStorage(),
    }),
  })
  const emitter = createAdapterEmitter()
  const connectorOf = (id: string) => {
    const connector = getConnectors(config).find((item) => item.id === id)
    if (!connector) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
    return connector
  }
  // A wallet announced during wagmi's hydration is only known once synced.
  const discoveredConnector = async (id: string) => {
    await syncAnnouncedConnectors(config)
    return connectorOf(id)
  }
  const visibleConnectors = () =>
    getConnectors(config)
      .filter((connector) => {
        if (connector.id !== INJECTED_CONNECTOR_ID) return true
        // SPEC §5: the Browser Wallet connector is hidden when nothing is injected.
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
  const providerOfConnection = async () => {
    const { connector, status } = getConnection(config)
    if (status !== 'connected' || !connector) throw new AppKitError('NO_WALLET_CONNECTED')
    return (await connector.getProvider()) as {
      request(arguments_: { method: string; params?: unknown }): Promise<unknown>
    }
  }
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

  // The site's own providers (WalletConnect, the embedded wallet) join wagmi's connectors once.
  const addProviderConnector = (
    identity: ProviderConnectorIdentity,
    provider: Parameters<typeof providerWagmiConnector>[1],
  ) => {
    const { connectors } = config._internal
    if (getConnectors(config).some((item) => item.id === identity.id)) return
    const connector = connectors.setup(providerWagmiConnector(identity, provider))
    connectors.setState((current) => [...current, connector])
  }

  watchWagmiConnection(config, emitter)
  watchConnectors(config, {
    onChange: () => emitter.emit('connectors', { connectors: visibleConnectors() }),
  })

  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    wagmiConfig: config,
    getConnectors: visibleConnectors,
    async syncConnectors() {
      // Ask EIP-6963 wallets to announce again (one may have loaded after us).
      if (typeof window !== 'undefined' && parameters.enableEIP6963 !== false) {
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }
      await syncAnnouncedConnectors(config)
      emitter.emit('connectors', { connectors: visibleConnectors() })
    },
    connect: ({ id, chainId }) =>
      wrap(async () => {
        const connector = await discoveredConnector(id)
        const target = networkOf(chainId) ? Number(chainId) : undefined
        const current = getConnection(config)
        // Already connected through this wallet: nothing to prompt for, only the network to move.
        if (current.status === 'connected' && current.connector?.id === id && current.chainId) {
          if (target !== undefined && target !== current.chainId)
            await switchChain(config, { chainId: target })
          return resultOf(id, current.addresses ?? [], target ?? current.chainId)
        }
        const result = await connect(config, { connector, ...(target ? { chainId: target } : {}) })
        return resultOf(id, result.accounts, result.chainId)
      }),
    reconnect: ({ id }) =>
      wrap(async () => {
        const connector = await discoveredConnector(id)
        const current = getConnection(config)
        if (current.status === 'connected' && current.connector?.id === id && current.chainId) {
          return resultOf(id, current.addresses ?? [], current.chainId)
        }
        const [connection] = await reconnect(config, { connectors: [connector] })
        return connection ? resultOf(id, connection.accounts, connection.chainId) : undefined
      }),
    disconnect: (options = {}) =>
      wrap(async () => {
        const connector = options.id ? connectorOf(options.id) : undefined
        await disconnect(config, connector ? { connector } : {})
      }),
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
      const rpcUrl = rpcUrlOf(caipNetwork)
      const client = createPublicClient({
        chain: toViemChain(caipNetwork),
        transport: viemHttp(rpcUrl),
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
        const gas = await estimateGas(config, {
          account: request.address as Address,
          to: request.to as Address,
          ...(request.data !== undefined ? { data: request.data as Hex } : {}),
          ...(request.value !== undefined ? { value: request.value } : {}),
          ...(chainId !== undefined ? { chainId } : {}),
        })
        return { gas }
      }),
    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    // Raw EIP-5792 / EIP-7811 replies: keyed by hex chain id, as the contract wants.
    getCapabilities: ({ address }) =>
      wrap(async () => {
        const provider = await providerOfConnection()
        const capabilities = await provider.request({
          method: 'wallet_getCapabilities',
          params: [address],
        })
        return (capabilities ?? {}) as Record<string, Record<string, unknown>>
      }),
    walletGetAssets: ({ account, chainFilter }) =>
      wrap(async () => {
        const provider = await providerOfConnection()
        const assets = await provider.request({
          method: 'wallet_getAssets',
          params: [{ account, ...(chainFilter ? { chainFilter } : {}) }],
        })
        return (assets ?? {}) as Awaited<ReturnType<NonNullable<ChainAdapter['walletGetAssets']>>>
      }),
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
    on: (event, listener) => emitter.on(event, listener),
  }
}
