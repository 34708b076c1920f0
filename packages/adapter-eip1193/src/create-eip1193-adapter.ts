import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import type { CaipNetwork, CustomRpcUrlsOption } from '@openappkit/common/networks'
import { adapterUnits } from '@openappkit/common/units'
import {
  type AdapterType,
  AUTH_CONNECTOR_ID,
  authConnector,
  type ChainAdapter,
  type Connector,
  createAdapterEmitter,
  type EmbeddedWalletEip1193Provider,
  type KeyValueStorage,
  lazyMembers,
  lazySession,
  SESSION_MEMBERS,
  type WalletConnectEip1193Provider,
  walletConnectConnector,
} from '@openappkit/controllers'
import { browserWindow } from './browser-window.ts'
import { type AnnouncedWallet, discoverAnnouncedWallets, type Eip1193Provider } from './eip1193.ts'
import type { EvmLibrary } from './evm-library.ts'
import { INJECTED_CONNECTOR_ID, toEip1193Connector as toConnector } from './to-eip1193-connector.ts'

/** What every EIP-1193 adapter takes from the integrator. */
export type Eip1193AdapterOptions = {
  /**
   * EVM networks the dapp offers; the wallet can be switched (or asked to add) any of them.
   * Optional: createAppKit gives the site's networks to an adapter created without them.
   */
  networks?: readonly CaipNetwork[] | undefined
  /** Where the adapter remembers a disconnect, so a reload does not reconnect; `localStorage`. */
  storage?: KeyValueStorage | undefined
  /**
   * HTTP RPC URLs per network, overriding its default one: keyed by chain id (`{ 1: url }`) or
   * CAIP-2 id, a URL or a list (the incumbent's `{ 'eip155:1': [{ url }] }` too).
   */
  customRpcUrls?: CustomRpcUrlsOption | undefined
  /** Icon URL per chain id, sent as `iconUrls` when a wallet is asked to add the chain. */
  chainIconUrls?: Readonly<Record<number, string>> | undefined
  /** Discover wallets through EIP-6963 announcements (default true). */
  enableEIP6963?: boolean | undefined
  /** Offer `window.ethereum` when a wallet injected one (default true). */
  enableInjected?: boolean | undefined
}

export type CreateEip1193AdapterParameters = Eip1193AdapterOptions & {
  adapterType: Extract<AdapterType, 'ethers' | 'ethers5'>
  /** The library that reads, signs and sends. */
  library: EvmLibrary
}

function injectedProvider(): Eip1193Provider | undefined {
  const ethereum = browserWindow()?.ethereum as Partial<Eip1193Provider> | undefined
  return typeof ethereum?.request === 'function' ? (ethereum as Eip1193Provider) : undefined
}

// A separate chunk: the session loads with the first call that needs a wallet.
const loadEip1193Session = () => import('./eip1193-session.ts')

/**
 * A ChainAdapter for eip155 over any EIP-1193 wallet (EIP-6963, `window.ethereum`,
 * WalletConnect), with an EVM library for reads and writes: the body of the ethers and ethers5
 * adapters, which differ only in their {@link EvmLibrary}. The first paint carries discovery only:
 * the session (eip1193-session.ts) loads on the first call that needs a wallet, on `preload()`,
 * and right away when the last visit left an EVM session to restore.
 */
export function createEip1193Adapter(
  parameters: CreateEip1193AdapterParameters,
): ChainAdapter & { preload(): Promise<void> } {
  const { adapterType } = parameters
  const ofEvm = (list: readonly CaipNetwork[] = []) =>
    list.filter((network) => network.chainNamespace === 'eip155')
  let networks = ofEvm(parameters.networks)
  const emitter = createAdapterEmitter()
  const announce = () => emitter.emit('connectors', { connectors: connectors() })

  // The site's WalletConnect connection and embedded wallet, once createAppKit hands them over.
  let walletConnect: WalletConnectEip1193Provider | undefined
  let embeddedWallet: EmbeddedWalletEip1193Provider | undefined
  const connectors = (): Connector[] => [
    ...[...discovery.wallets.values()].map((wallet) => toConnector(wallet, networks)),
    ...(parameters.enableInjected !== false && injectedProvider()
      ? [toConnector(undefined, networks)]
      : []),
    ...(walletConnect ? [walletConnectConnector('eip155', networks)] : []),
    ...(embeddedWallet ? [authConnector('eip155', networks)] : []),
  ]
  const discovery =
    parameters.enableEIP6963 === false
      ? {
          wallets: new Map<string, AnnouncedWallet>(),
          request: () => undefined,
          stop: () => undefined,
        }
      : discoverAnnouncedWallets(announce)
  // Wallets already loaded answer at once; later ones announce themselves.
  discovery.request()
  const providerOf = (id: string): Eip1193Provider => {
    const provider =
      id === INJECTED_CONNECTOR_ID
        ? injectedProvider()
        : id === WALLET_CONNECT_CONNECTOR_ID
          ? walletConnect
          : id === AUTH_CONNECTOR_ID
            ? embeddedWallet
            : discovery.wallets.get(id)?.provider
    if (!provider) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
    return provider
  }

  const session = lazySession('eip155', async () => {
    const { createEip1193Session } = await loadEip1193Session()
    return createEip1193Session({
      adapterType,
      emitter,
      networks: () => networks,
      providerOf,
      connectorTypeOf: (id) => connectors().find((item) => item.id === id)?.type ?? 'INJECTED',
      library: parameters.library,
      storage: parameters.storage,
      customRpcUrls: parameters.customRpcUrls,
      chainIconUrls: parameters.chainIconUrls,
    })
  })

  return {
    namespace: 'eip155',
    adapterType,
    getConnectors: connectors,
    preload: async () => {
      await Promise.all([session.load(), parameters.library.preload?.()])
    },
    async syncConnectors() {
      // Ask EIP-6963 wallets to announce again (one may have loaded after us).
      discovery.request()
      announce()
    },
    ...lazyMembers(
      session.load,
      [...SESSION_MEMBERS, 'writeContract', 'estimateGas', 'getCapabilities', 'walletGetAssets'],
      toAppKitError,
    ),
    ...adapterUnits,
    setNetworks(next) {
      networks = ofEvm(next)
      announce()
    },
    setWalletConnectProvider(provider) {
      walletConnect = provider
      announce()
    },
    setEmbeddedWalletProvider(provider) {
      embeddedWallet = provider
      announce()
    },
    on: (event, listener) => emitter.on(event, listener),
    destroy() {
      discovery.stop()
      session.destroy()
      emitter.close()
    },
  }
}
