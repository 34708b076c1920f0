import { STORAGE_KEY_PREFIX, WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError, toAppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { formatUnits, parseUnits } from '@openappkit/common/units'
import {
  type AdapterConnectReturnType,
  type ChainAdapter,
  type Connector,
  createAdapterEmitter,
  type FetchLike,
  hasStoredConnector,
  type KeyValueStorage,
  type WalletConnectEip1193Provider,
  walletConnectConnector,
} from '@openappkit/controllers'
import { lazyBitcoinChain } from './lazy-bitcoin-chain.ts'
import { createBitcoinProvider } from './provider/bitcoin-provider.ts'
import type { BitcoinAccount, BitcoinWallet } from './wallets/bitcoin-wallet.ts'
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

type Session = { wallet: BitcoinWallet; accounts: BitcoinAccount[]; stop(): void }

const toAdapterAccounts = (accounts: readonly BitcoinAccount[]) =>
  accounts.map(({ address, purpose, publicKey }) => ({ address, type: purpose, publicKey }))

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
  let networks = (parameters.networks ?? []).filter((item) => item.chainNamespace === 'bip122')
  const storage =
    parameters.storage ?? (typeof window === 'undefined' ? undefined : window.localStorage)
  const disconnectedKey = `${STORAGE_KEY_PREFIX}bitcoin.disconnected`
  const emitter = createAdapterEmitter()
  const toConnector = (wallet: BitcoinWallet): Connector => ({
    id: wallet.id,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'bip122',
    chains: [...networks],
    imageUrl: wallet.icon,
  })
  const discovery = discoverBitcoinWallets(() =>
    emitter.emit('connectors', { connectors: connectors() }),
  )
  let walletConnect: BitcoinWallet | undefined
  const connectors = () => [
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
  let active: CaipNetwork | undefined
  const activeNetwork = () => {
    const network = active ?? networks[0]
    if (!network) throw new AppKitError('AT_LEAST_ONE_NETWORK_REQUIRED')
    return network
  }
  const networkOf = (chainId: unknown) =>
    networks.find((item) => String(item.id) === String(chainId))
  const chain = lazyBitcoinChain({ esploraUrls: parameters.esploraUrls, fetch: parameters.fetch })
  // The returning visitor's reconnect needs the chain code: start downloading it now.
  if (hasStoredConnector('bip122')) void chain().catch(() => undefined)

  let session: Session | undefined
  // Set by destroy(): a connect still in flight then opens its session without a wallet listener.
  let destroyed = false
  const requireSession = () => {
    if (!session) throw new AppKitError('NO_WALLET_CONNECTED')
    return session
  }
  const payment = () => {
    const found = requireSession().accounts.find((account) => account.purpose === 'payment')
    if (!found) throw new AppKitError('NO_ACCOUNT_RETURNED')
    return found
  }
  const end = () => {
    const ended = session
    if (!ended) return
    ended.stop()
    session = undefined
    emitter.emit('disconnect', { connectorId: ended.wallet.id })
  }
  const transfer = async (to: string, amount: bigint) => {
    const { wallet } = requireSession()
    return (await chain()).transfer({
      wallet,
      from: payment(),
      to,
      amount,
      network: activeNetwork(),
    })
  }
  const open = async (
    wallet: BitcoinWallet,
    accounts: BitcoinAccount[],
  ): Promise<AdapterConnectReturnType> => {
    const [first] = accounts
    if (!first) throw new AppKitError('NO_ACCOUNT_RETURNED')
    const network = activeNetwork()
    const bitcoinChain = await chain()
    bitcoinChain.assertOnNetwork(first.address, network)
    session?.stop()
    const stop = destroyed
      ? () => undefined
      : wallet.onChange(() => {
          void wallet.connect(true).then((next) => {
            if (!session || session.wallet !== wallet) return
            const [nextFirst] = next
            if (!nextFirst) return end()
            const changed = nextFirst.address !== session.accounts[0]?.address
            session.accounts = next
            if (changed)
              emitter.emit('accountChanged', {
                address: nextFirst.address,
                chainId: activeNetwork().id,
                connectorId: wallet.id,
              })
          }, end)
        })
    session = { wallet, accounts, stop }
    await storage?.removeItem(disconnectedKey)
    return {
      id: wallet.id,
      type: wallet.id === WALLET_CONNECT_CONNECTOR_ID ? 'WALLET_CONNECT' : 'ANNOUNCED',
      address: first.address,
      chainId: network.id,
      accounts: toAdapterAccounts(accounts),
      provider: createBitcoinProvider({
        wallet,
        accounts: () => requireSession().accounts,
        broadcastSigned: (signed) => bitcoinChain.broadcastSigned(signed, activeNetwork()),
        transfer,
      }),
    }
  }
  const wrap = async <TResult>(action: () => Promise<TResult>): Promise<TResult> => {
    try {
      return await action()
    } catch (error) {
      throw toAppKitError(error)
    }
  }

  return {
    namespace: 'bip122',
    adapterType: 'bitcoin',
    getConnectors: connectors,
    preload: async () => {
      await chain()
    },
    async syncConnectors() {
      emitter.emit('connectors', { connectors: connectors() })
    },
    connect: ({ id, chainId }) =>
      wrap(async () => {
        const wallet = walletOf(id)
        active = networkOf(chainId) ?? active
        return open(wallet, await wallet.connect(false))
      }),
    reconnect: ({ id, chainId }) =>
      wrap(async () => {
        if ((await storage?.getItem(disconnectedKey)) === id) return undefined
        const wallet = walletOf(id)
        const accounts = await wallet.connect(true)
        if (accounts.length === 0) return undefined
        active = networkOf(chainId) ?? active
        return open(wallet, accounts)
      }),
    disconnect: (options = {}) =>
      wrap(async () => {
        const id = options.id ?? session?.wallet.id
        if (id) await storage?.setItem(disconnectedKey, id)
        const wallet = session?.wallet
        end()
        await wallet?.disconnect()
      }),
    getAccounts: async ({ id }) => ({
      accounts: toAdapterAccounts(
        session?.wallet.id === id ? session.accounts : await walletOf(id).connect(true),
      ),
    }),
    switchNetwork: ({ caipNetwork }) =>
      wrap(async () => {
        const network = networkOf(caipNetwork.id)
        if (!network) throw new AppKitError('NETWORK_NOT_FOUND')
        active = network
        emitter.emit('chainChanged', { chainId: network.id })
      }),
    getBalance: ({ address, caipNetwork }) =>
      wrap(async () => {
        const { decimals, symbol } = caipNetwork.nativeCurrency
        return {
          balance: formatUnits(await (await chain()).balanceOf(address, caipNetwork), decimals),
          symbol,
        }
      }),
    signMessage: ({ message, address }) =>
      wrap(async () => ({
        signature: await requireSession().wallet.signMessage(address, message),
      })),
    sendTransaction: ({ to, value }) =>
      wrap(async () => ({ hash: await transfer(to, value ?? 0n) })),
    waitForTransaction: ({ hash, caipNetwork }) =>
      wrap(async () => ({
        status: await (await chain()).waitForTransaction(hash, caipNetwork ?? activeNetwork()),
      })),
    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),
    setNetworks(next) {
      networks = next.filter((item) => item.chainNamespace === 'bip122')
      emitter.emit('connectors', { connectors: connectors() })
    },
    setWalletConnectProvider(provider) {
      walletConnect = toWalletConnectBitcoinWallet(provider, () => activeNetwork().caipNetworkId)
      emitter.emit('connectors', { connectors: connectors() })
    },
    on: (event, listener) => emitter.on(event, listener),
    destroy() {
      // Listeners only: the wallet stays authorized, so a new adapter reconnects silently.
      destroyed = true
      discovery.stop()
      session?.stop()
      session = undefined
      emitter.close()
    },
  }
}
