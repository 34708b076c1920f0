import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { adapterUnits } from '@openappkit/common/units'
import {
  type ChainAdapter,
  type Connector,
  createAdapterEmitter,
  type FetchLike,
  type KeyValueStorage,
  lazyMembers,
  lazySession,
  SESSION_MEMBERS,
  type WalletConnectEip1193Provider,
  walletConnectConnector,
} from '@openappkit/controllers'
import { lazyBitcoinChain } from './lazy-bitcoin-chain.ts'
import type { BitcoinWallet } from './wallets/bitcoin-wallet.ts'
import { discoverBitcoinWallets } from './wallets/discover-bitcoin-wallets.ts'
import { toWalletConnectBitcoinWallet } from './wallets/walletconnect-bitcoin-wallet.ts'

/** What the Bitcoin adapter takes from the integrator. */
export type CreateBitcoinAdapterParameters = {
  /** Bitcoin networks the dapp offers; createAppKit gives the site's when absent. */
  networks?: readonly CaipNetwork[] | undefined
  /** Esplora API base URL per CAIP-2 network id (`https://mempool.space/api` for mainnet...). */
  esploraUrls?: Readonly<Record<string, string>> | undefined
  /** Accepted for compatibility with the incumbent's `new BitcoinAdapter({ projectId })`. */
  projectId?: string | undefined
  /** Where a disconnect is remembered, so a reload does not reconnect; `localStorage`. */
  storage?: KeyValueStorage | undefined
  /** The fetch used for the Esplora API (the page's by default). */
  fetch?: FetchLike | undefined
}

/** The Bitcoin adapter: the contract, with WalletConnect always on offer. */
export type BitcoinChainAdapter = ChainAdapter & {
  /** Offers the site's WalletConnect session (namespace `bip122`) as the `walletConnect` connector. */
  setWalletConnectProvider(provider: WalletConnectEip1193Provider): void
  /** Loads bitcoinjs-lib and the adapter's chain code now; resolves once they are ready. */
  preload(): Promise<void>
}

// A separate chunk: the session loads with the first call that needs a wallet.
const loadBitcoinSession = () => import('./session/create-bitcoin-session.ts')

/**
 * A ChainAdapter for Bitcoin: sats-connect and Bitcoin Wallet Standard wallets as connectors,
 * payment (index 0) and ordinal (index 1) accounts, balances and sends through an Esplora API,
 * PSBTs built here and signed by the wallet. Wallet discovery needs no chain library: bitcoinjs-lib
 * and the Esplora client load on connect, reconnect, `preload()` or a call that needs them, and
 * right away when the last visit left a Bitcoin session to restore.
 */
export function createBitcoinAdapter(
  parameters: CreateBitcoinAdapterParameters = {},
): BitcoinChainAdapter {
  const ofBitcoin = (list: readonly CaipNetwork[] = []) =>
    list.filter((item) => item.chainNamespace === 'bip122')
  let networks = ofBitcoin(parameters.networks)
  const emitter = createAdapterEmitter()
  const announce = () => emitter.emit('connectors', { connectors: connectors() })
  const toConnector = (wallet: BitcoinWallet): Connector => ({
    id: wallet.id,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'bip122',
    chains: [...networks],
    imageUrl: wallet.icon,
  })
  const discovery = discoverBitcoinWallets(announce)
  let walletConnect: BitcoinWallet | undefined
  const connectors = (): Connector[] => [
    ...discovery.wallets().map(toConnector),
    ...(walletConnect ? [walletConnectConnector('bip122', networks)] : []),
  ]
  const walletOf = (id: string) => {
    const wallet =
      id === WALLET_CONNECT_CONNECTOR_ID
        ? walletConnect
        : discovery.wallets().find((item) => item.id === id)
    if (!wallet) throw new AppKitError('CONNECTOR_NOT_FOUND', { params: { id } })
    return wallet
  }
  const chain = lazyBitcoinChain({ esploraUrls: parameters.esploraUrls, fetch: parameters.fetch })
  const session = lazySession('bip122', async () => {
    // The chain code is the larger download and every connected call needs it: start it too.
    void chain().catch(() => undefined)
    const { createBitcoinSession } = await loadBitcoinSession()
    return createBitcoinSession({
      emitter,
      networks: () => networks,
      walletOf,
      chain,
      storage: parameters.storage,
    })
  })
  // Before the session loads nothing is selected: requests go to the first network.
  const activeNetwork = () => {
    const loaded = session.current()
    if (loaded) return loaded.activeNetwork()
    const [first] = networks
    if (!first) throw new AppKitError('AT_LEAST_ONE_NETWORK_REQUIRED')
    return first
  }

  return {
    namespace: 'bip122',
    adapterType: 'bitcoin',
    getConnectors: connectors,
    preload: async () => {
      await Promise.all([session.load(), chain()])
    },
    syncConnectors: async () => announce(),
    ...lazyMembers(session.load, SESSION_MEMBERS, toAppKitError),
    ...adapterUnits,
    setNetworks(next) {
      networks = ofBitcoin(next)
      announce()
    },
    setWalletConnectProvider(provider) {
      walletConnect = toWalletConnectBitcoinWallet(provider, () => activeNetwork().caipNetworkId)
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
