import type { CaipNetwork, CustomRpcUrlsOption } from '@openappkit/common/networks'
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
} from '@openappkit/controllers'
import { toSolanaError } from './errors/to-solana-error.ts'
import { lazySessionCode } from './lazy-session-code.ts'
import type { ClassicWalletAdapter } from './wallets/classic-wallet.ts'
import { createSolanaWallets } from './wallets/solana-wallets.ts'

/** What the Solana adapter takes from the integrator. */
export type CreateSolanaAdapterParameters = {
  /** Solana networks the dapp offers; createAppKit gives the site's when absent. */
  networks?: readonly CaipNetwork[] | undefined
  /** Where a disconnect is remembered, so a reload does not reconnect; `localStorage`. */
  storage?: KeyValueStorage | undefined
  /**
   * HTTP RPC URLs per CAIP-2 network id, overriding the network's default one: a URL or a list
   * (the incumbent's `[{ url }]` too).
   */
  customRpcUrls?: CustomRpcUrlsOption | undefined
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
 * The first paint carries discovery only: the session (session/create-solana-session.ts) loads
 * with the session code on connect, reconnect, `preload()` or any call that needs a wallet, and
 * right away when the last visit left a Solana session to restore.
 */
export function createSolanaAdapter(
  parameters: CreateSolanaAdapterParameters = {},
): SolanaChainAdapter {
  const ofSolana = (list: readonly CaipNetwork[] = []) =>
    list.filter((item) => item.chainNamespace === 'solana')
  let networks = ofSolana(parameters.networks)
  const emitter = createAdapterEmitter()
  const announce = () => emitter.emit('connectors', { connectors: connectors() })
  const sessionCode = lazySessionCode()
  const wallets = createSolanaWallets(parameters.wallets ?? [], announce, sessionCode)
  const connectors = (): Connector[] => wallets.connectors(networks)
  const session = lazySession('solana', async () =>
    (await sessionCode()).createSolanaSession({
      emitter,
      networks: () => networks,
      walletOf: (id) => wallets.walletOf(id),
      storage: parameters.storage,
      customRpcUrls: parameters.customRpcUrls,
      fetch: parameters.fetch,
    }),
  )

  return {
    namespace: 'solana',
    adapterType: 'solana',
    getConnectors: connectors,
    preload: async () => {
      await session.load()
    },
    syncConnectors: async () => announce(),
    ...lazyMembers(
      session.load,
      [...SESSION_MEMBERS, 'estimateFee', 'getConnection'],
      toSolanaError,
    ),
    ...adapterUnits,
    setNetworks(next) {
      networks = ofSolana(next)
      announce()
    },
    setWalletConnectProvider: (provider) => wallets.setWalletConnectProvider(provider),
    setEmbeddedWalletProvider: (provider) => wallets.setEmbeddedWalletProvider(provider),
    on: (event, listener) => emitter.on(event, listener),
    destroy() {
      wallets.stop()
      session.destroy()
      emitter.close()
    },
  }
}
