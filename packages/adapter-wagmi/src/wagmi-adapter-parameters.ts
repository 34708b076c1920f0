import type { CaipNetwork, CustomRpcUrlsOption } from '@openappkit/common/networks'
import type { KeyValueStorage } from '@openappkit/controllers'
import type {
  CreateConfigParameters,
  CreateConnectorFn,
  Transport,
  Storage as WagmiStorage,
} from '@wagmi/core'
import type { HttpTransportConfig } from 'viem'

/** The incumbent's `customRpcUrls`: endpoints per CAIP-2 network id; the first one is used. */
export type CustomRpcUrlMap = Readonly<
  Partial<Record<string, readonly { url: string; config?: HttpTransportConfig | undefined }[]>>
>

/** wagmi's `createConfig` options the adapter passes through (`batch`, `pollingInterval`, ...). */
type PassedConfigParameters = Omit<
  Partial<CreateConfigParameters>,
  'chains' | 'client' | 'connectors' | 'storage' | 'transports'
>

/**
 * What `new WagmiAdapter(...)` and `createWagmiAdapter(...)` take: the incumbent's options (wagmi's
 * `createConfig` ones plus `networks` and `projectId`) and a few of ours.
 */
export type WagmiAdapterParameters = PassedConfigParameters & {
  /**
   * The dapp's networks; the eip155 ones become the wagmi chains (others, as in a multichain
   * setup that hands every adapter the same list, are left to their adapters).
   */
  networks: readonly CaipNetwork[]
  /** Accepted as the incumbent takes it; the site's WalletConnect comes from createAppKit. */
  projectId?: string | undefined
  /**
   * Where wagmi keeps the session: a wagmi Storage (`createStorage({ storage: cookieStorage })`,
   * for `cookieToInitialState` on the server), a key-value storage (wrapped under our key
   * prefix), or `null` for none. Default: `localStorage` in the browser, nothing on the server.
   */
  storage?: WagmiStorage | KeyValueStorage | null | undefined
  /** Extra wagmi connectors (WalletConnect, Coinbase...), next to EIP-6963 and `window.ethereum`. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** wagmi transport per chain id; wins over `customRpcUrls` and the network's own RPC URL. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /**
   * RPC URLs per network: the incumbent's map (`{ 'eip155:1': [{ url, config }] }`, `config` for
   * wagmi's `http` transport) or any spelling of {@link CustomRpcUrlsOption} (`{ 1: 'https://...' }`).
   */
  customRpcUrls?: CustomRpcUrlMap | CustomRpcUrlsOption | undefined
  /** Icon URL per chain id, sent as `iconUrls` when a wallet is asked to add the chain. */
  chainIconUrls?: Readonly<Record<number, string>> | undefined
  /** Discover wallets through EIP-6963 announcements (default true). */
  enableEIP6963?: boolean | undefined
  /** Offer `window.ethereum` when a wallet injected one (default true). */
  enableInjected?: boolean | undefined
  /** The incumbent's pending-transactions polling; accepted and ignored (no such watcher here). */
  pendingTransactionsFilter?: { enable: boolean; pollingInterval?: number | undefined } | undefined
}
