import type { CaipNetworkId } from '@openappkit/common/caip'
import { STORAGE_KEY_PREFIX } from '@openappkit/common/constants'
import { type CaipNetwork, rpcUrlOf, toCustomRpcUrls } from '@openappkit/common/networks'
import type { KeyValueStorage } from '@openappkit/controllers'
import {
  type Config,
  createConfig,
  createStorage,
  http,
  injected,
  noopStorage,
  type Transport,
  type Storage as WagmiStorage,
} from '@wagmi/core'
import type { Chain, HttpTransportConfig } from 'viem'
import { toViemChain } from './to-viem-chain.ts'
import type { CustomRpcUrlMap, WagmiAdapterParameters } from './wagmi-adapter-parameters.ts'

export type CreateWagmiConfigReturnType = {
  config: Config
  chains: readonly [Chain, ...Chain[]]
  /** The eip155 networks of the parameters, in their order. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** The HTTP endpoint the adapter reads a network through (balances). */
  rpcOf(network: CaipNetwork): { url: string; config?: HttpTransportConfig | undefined }
}

/** The `config` the incumbent's map gives beside a `url`: wagmi's own, the one field not a URL. */
function transportConfigOf(
  customRpcUrls: WagmiAdapterParameters['customRpcUrls'],
  caipNetworkId: CaipNetworkId,
  url: string,
): HttpTransportConfig | undefined {
  const entries = (customRpcUrls as CustomRpcUrlMap | undefined)?.[caipNetworkId]
  return Array.isArray(entries) ? entries.find((entry) => entry.url === url)?.config : undefined
}

function defaultStorage(): KeyValueStorage {
  // Read lazily, so creating the adapter on a server touches no browser global.
  const local = typeof window === 'undefined' ? undefined : window.localStorage
  return local ?? noopStorage
}

/** A wagmi Storage has a string `key` (its prefix); a Web Storage's `key` is a method. */
function isWagmiStorage(storage: WagmiStorage | KeyValueStorage): storage is WagmiStorage {
  return typeof (storage as { key?: unknown }).key === 'string'
}

function toWagmiStorage(storage: WagmiAdapterParameters['storage']): WagmiStorage | null {
  if (storage === null) return null
  if (storage && isWagmiStorage(storage)) return storage
  return createStorage({
    key: `${STORAGE_KEY_PREFIX}wagmi`,
    storage: storage ?? defaultStorage(),
  })
}

/**
 * The wagmi config of a WagmiAdapter: chains from its networks, our connectors and storage.
 * `networks` are the eip155 ones of the parameters, checked by the caller with evmNetworksOf (the
 * lazy adapter checks them before this module is even loaded).
 */
export function createWagmiConfig(
  parameters: WagmiAdapterParameters,
  networks: readonly [CaipNetwork, ...CaipNetwork[]],
): CreateWagmiConfigReturnType {
  const {
    networks: _allNetworks,
    projectId: _projectId,
    storage,
    connectors,
    transports: ownTransports,
    customRpcUrls,
    chainIconUrls: _chainIconUrls,
    enableEIP6963,
    enableInjected,
    pendingTransactionsFilter: _pendingTransactionsFilter,
    multiInjectedProviderDiscovery,
    ...passed
  } = parameters
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
  const customUrls = toCustomRpcUrls(customRpcUrls)
  const rpcOf: CreateWagmiConfigReturnType['rpcOf'] = (network) => {
    const url = rpcUrlOf(network, customUrls)
    return { url, config: transportConfigOf(customRpcUrls, network.caipNetworkId, url) }
  }
  const transports: Record<number, Transport> = Object.fromEntries(
    networks.map((network) => {
      const id = Number(network.id)
      const rpc = rpcOf(network)
      return [id, ownTransports?.[id] ?? http(rpc.url, rpc.config)]
    }),
  )
  const config = createConfig({
    ...passed,
    chains,
    transports,
    connectors: [...(enableInjected === false ? [] : [injected()]), ...(connectors ?? [])],
    multiInjectedProviderDiscovery:
      enableEIP6963 !== false && multiInjectedProviderDiscovery !== false,
    storage: toWagmiStorage(storage),
  })
  return { config, chains, networks, rpcOf }
}
