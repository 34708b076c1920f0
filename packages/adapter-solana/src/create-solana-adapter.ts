import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import { encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { adapterUnits, formatUnits } from '@openappkit/common/units'
import {
  type AdapterConnectReturnType,
  AUTH_CONNECTOR_ID,
  type ChainAdapter,
  type Connector,
  createAdapterSession,
  createSelectedNetwork,
  type FetchLike,
  hasStoredConnector,
  type KeyValueStorage,
  selectedNetworkConnection,
} from '@openappkit/controllers'
import { toSolanaError } from './errors/to-solana-error.ts'
import { lazySessionCode } from './lazy-session-code.ts'
import { createSolanaRpc, type SolanaRpc, type WithContext } from './rpc/solana-rpc.ts'
import { createWeb3Connections, loadWeb3, publicKeyOf } from './rpc/web3-connections.ts'
import type { Transfers } from './transactions/create-transfers.ts'
import type { ClassicWalletAdapter } from './wallets/classic-wallet.ts'
import type { SolanaWallet } from './wallets/solana-wallet.ts'
import { createSolanaWallets } from './wallets/solana-wallets.ts'

/** What the Solana adapter takes from the integrator. */
export type CreateSolanaAdapterParameters = {
  /** Solana networks the dapp offers; createAppKit gives the site's when absent. */
  networks?: readonly CaipNetwork[] | undefined
  /** Where a disconnect is remembered, so a reload does not reconnect; `localStorage`. */
  storage?: KeyValueStorage | undefined
  /** HTTP RPC URL per CAIP-2 network id, overriding the network's default one. */
  customRpcUrls?: Readonly<Record<string, string>> | undefined
  /** The fetch used for the cluster's RPC (the page's by default). */
  fetch?: FetchLike | undefined
  /**
   * Classic `@solana/wallet-adapter-*` adapters to offer too (`[new PhantomWalletAdapter()]`),
   * as the incumbent takes them; a Wallet Standard wallet of the same name is preferred.
   */
  wallets?: readonly ClassicWalletAdapter[] | undefined
}

/** Parameters of {@link SolanaChainAdapter.estimateFee}. */
export type EstimateFeeParameters = {
  address: string
  to: string
  value: bigint
  tokenAddress?: string | undefined
  caipNetwork?: CaipNetwork | undefined
}

/** The Solana adapter: the contract plus what only Solana has. */
export type SolanaChainAdapter = ChainAdapter & {
  /** The fee, in lamports, the cluster would charge for this transfer now. */
  estimateFee(parameters: EstimateFeeParameters): Promise<{ fee: bigint }>
  /** Loads the code a connected wallet needs (provider, transfers) now; resolves once ready. */
  preload(): Promise<void>
}

/**
 * A ChainAdapter for Solana over the Wallet Standard: every wallet registered in the page with
 * `standard:connect` and a Solana signing feature is a connector (id = its name). Reads go to the
 * active network's RPC; transfers are built here and signed (or signed and sent) by the wallet.
 * Discovery needs none of the session code: it loads on connect, reconnect, `preload()` or a send,
 * and right away when the last visit left a Solana session to restore.
 */
export function createSolanaAdapter(
  parameters: CreateSolanaAdapterParameters = {},
): SolanaChainAdapter {
  const core = createAdapterSession<SolanaWallet, { address: string }>({
    namespace: 'solana',
    name: 'solana',
    networks: parameters.networks,
    storage: parameters.storage,
    connectors: () => connectors(),
    toError: toSolanaError,
  })
  const { emitter, wrap } = core
  const selection = createSelectedNetwork(core)
  const activeNetwork = selection.active
  const sessionCode = lazySessionCode()
  const wallets = createSolanaWallets(parameters.wallets ?? [], core.announce, sessionCode)
  const connectors = (): Connector[] => wallets.connectors(core.networks())
  const walletOf = (id: string) => wallets.walletOf(id)
  const rpcOf = (network: CaipNetwork = activeNetwork()): SolanaRpc => {
    const rpcUrl =
      parameters.customRpcUrls?.[network.caipNetworkId] ?? network.rpcUrls.default.http[0]
    if (!rpcUrl) {
      throw new AppKitError('NO_RPC_URL', { params: { caipNetworkId: network.caipNetworkId } })
    }
    return createSolanaRpc(rpcUrl, parameters.fetch)
  }

  const requireSession = () => core.require()
  const open = async (
    id: string,
    wallet: SolanaWallet,
    addresses: readonly string[],
  ): Promise<AdapterConnectReturnType> => {
    const [address] = addresses
    if (!address) throw new AppKitError('NO_ACCOUNT_RETURNED')
    await core.open({
      id,
      wallet,
      state: { address },
      watch: () =>
        wallet.onChange((next) => {
          const [first] = next
          const session = core.current()
          if (!session) return
          if (!first) return core.end()
          if (first === session.address) return
          session.address = first
          emitter.emit('accountChanged', {
            address: first,
            chainId: activeNetwork().id,
            connectorId: id,
          })
        }),
    })
    // The chain library, for the provider's web3.js objects: loaded now a wallet is connected.
    void loadWeb3().catch(() => undefined)
    const { createSolanaWalletProvider } = await sessionCode()
    return {
      id,
      type:
        id === WALLET_CONNECT_CONNECTOR_ID
          ? 'WALLET_CONNECT'
          : id === AUTH_CONNECTOR_ID
            ? 'AUTH'
            : 'ANNOUNCED',
      address,
      chainId: activeNetwork().id,
      provider: createSolanaWalletProvider({
        wallet,
        address: () => requireSession().address,
        chain: () => activeNetwork().caipNetworkId,
        sendSigned: async (signed) => (await transfers()).sendSigned(signed, activeNetwork()),
        publicKeyOf,
      }),
      accounts: addresses.map((item) => ({ address: item, type: 'eoa' })),
    }
  }
  // One Transfers for the adapter's life: it remembers the lifetime of what it sent.
  let created: Promise<Transfers> | undefined
  const transfers = () => {
    created ??= sessionCode().then(
      (code) => code.createTransfers(rpcOf, activeNetwork),
      (error: unknown) => {
        created = undefined
        throw error
      },
    )
    return created
  }
  // The returning visitor's reconnect needs the session code: start downloading it now.
  if (hasStoredConnector('solana')) void sessionCode().catch(() => undefined)
  const connectionOf = createWeb3Connections()

  return {
    namespace: 'solana',
    adapterType: 'solana',
    getConnectors: connectors,
    preload: async () => {
      await sessionCode()
    },
    syncConnectors: async () => core.announce(),
    ...selectedNetworkConnection(core, selection, { walletOf, open }),
    getAccounts: async ({ id }) => ({
      accounts: (await walletOf(id)).addresses().map((address) => ({ address, type: 'eoa' })),
    }),
    getBalance: ({ address, caipNetwork }) =>
      wrap(async () => {
        const { value } = await rpcOf(caipNetwork).call<WithContext<number>>('getBalance', [
          address,
          { commitment: 'confirmed' },
        ])
        const { decimals, symbol } = caipNetwork.nativeCurrency
        return { balance: formatUnits(BigInt(value), decimals), symbol }
      }),
    signMessage: ({ message, address }) =>
      wrap(async () => {
        const signature = await requireSession().wallet.signMessage(
          address,
          new TextEncoder().encode(message),
          activeNetwork().caipNetworkId,
        )
        return { signature: encodeBase58(signature) }
      }),
    sendTransaction: (request) =>
      wrap(async () => ({
        hash: await (await transfers()).send(requireSession().wallet, request),
      })),
    waitForTransaction: ({ hash, caipNetwork }) =>
      wrap(async () => ({ status: await (await transfers()).wait(hash, caipNetwork) })),
    estimateFee: (request) =>
      wrap(async () => ({ fee: await (await transfers()).estimateFee(request) })),
    ...adapterUnits,
    setNetworks: core.setNetworks,
    getConnection: async (caipNetwork) => connectionOf(rpcOf(caipNetwork).rpcUrl, caipNetwork),
    setWalletConnectProvider: (provider) => wallets.setWalletConnectProvider(provider),
    setEmbeddedWalletProvider: (provider) => wallets.setEmbeddedWalletProvider(provider),
    on: (event, listener) => emitter.on(event, listener),
    destroy() {
      wallets.stop()
      core.destroy()
    },
  }
}
