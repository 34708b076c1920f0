import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { adapterUnits, formatUnits } from '@openappkit/common/units'
import {
  type AdapterConnectReturnType,
  type ChainAdapter,
  type Connector,
  createAdapterSession,
  createSelectedNetwork,
  type FetchLike,
  hasStoredConnector,
  type KeyValueStorage,
  selectedNetworkConnection,
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
  const core = createAdapterSession<BitcoinWallet, { accounts: BitcoinAccount[] }>({
    namespace: 'bip122',
    name: 'bitcoin',
    networks: parameters.networks,
    storage: parameters.storage,
    connectors: () => connectors(),
  })
  const { emitter, wrap } = core
  const selection = createSelectedNetwork(core)
  const activeNetwork = selection.active
  const toConnector = (wallet: BitcoinWallet): Connector => ({
    id: wallet.id,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'bip122',
    chains: [...core.networks()],
    imageUrl: wallet.icon,
  })
  const discovery = discoverBitcoinWallets(core.announce)
  let walletConnect: BitcoinWallet | undefined
  const connectors = (): Connector[] => [
    ...discovery.wallets().map(toConnector),
    ...(walletConnect ? [walletConnectConnector('bip122', core.networks())] : []),
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
  // The returning visitor's reconnect needs the chain code: start downloading it now.
  if (hasStoredConnector('bip122')) void chain().catch(() => undefined)

  const requireSession = () => core.require()
  const payment = () => {
    const found = requireSession().accounts.find((account) => account.purpose === 'payment')
    if (!found) throw new AppKitError('NO_ACCOUNT_RETURNED')
    return found
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
    id: string,
    wallet: BitcoinWallet,
    accounts: readonly BitcoinAccount[],
  ): Promise<AdapterConnectReturnType> => {
    const [first] = accounts
    if (!first) throw new AppKitError('NO_ACCOUNT_RETURNED')
    const network = activeNetwork()
    const bitcoinChain = await chain()
    bitcoinChain.assertOnNetwork(first.address, network)
    await core.open({
      id,
      wallet,
      state: { accounts: [...accounts] },
      watch: () =>
        wallet.onChange(() => {
          void wallet.connect(true).then((next) => {
            const session = core.current()
            if (session?.wallet !== wallet) return
            const [nextFirst] = next
            if (!nextFirst) return core.end()
            const changed = nextFirst.address !== session.accounts[0]?.address
            session.accounts = next
            if (changed)
              emitter.emit('accountChanged', {
                address: nextFirst.address,
                chainId: activeNetwork().id,
                connectorId: wallet.id,
              })
          }, core.end)
        }),
    })
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

  return {
    namespace: 'bip122',
    adapterType: 'bitcoin',
    getConnectors: connectors,
    preload: async () => {
      await chain()
    },
    syncConnectors: async () => core.announce(),
    ...selectedNetworkConnection(core, selection, { walletOf, open }),
    getAccounts: async ({ id }) => {
      const session = core.current()
      return {
        accounts: toAdapterAccounts(
          session?.wallet.id === id ? session.accounts : await walletOf(id).connect(true),
        ),
      }
    },
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
    ...adapterUnits,
    setNetworks: core.setNetworks,
    setWalletConnectProvider(provider) {
      walletConnect = toWalletConnectBitcoinWallet(provider, () => activeNetwork().caipNetworkId)
      core.announce()
    },
    on: (event, listener) => emitter.on(event, listener),
    destroy() {
      discovery.stop()
      core.destroy()
    },
  }
}
