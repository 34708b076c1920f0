import type { Hex } from 'viem'
import type { WalletCoreStorage } from '../wallet-core/wallet-core.ts'

/** An EIP-1193 request. */
export type RequestArguments = { method: string; params?: readonly unknown[] | object | undefined }

/** Events of EIP-1193 with their payloads. */
export type TestWalletEventMap = {
  connect: { chainId: Hex }
  disconnect: { code: number; message: string }
  accountsChanged: Hex[]
  chainChanged: Hex
  message: { type: string; data: unknown }
}

export type TestWalletEventName = keyof TestWalletEventMap

/** An ERC-20 token a test wallet lists in `wallet_getAssets`. */
export type TestWalletAssetToken = { address: Hex; name: string; symbol: string; decimals: number }

/** EIP-6963 provider info. */
export type TestWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/** Where the wallet keeps its session across page loads (a `sessionStorage`-like object). */
export type TestWalletStorage = WalletCoreStorage

/** The part of `window` the wallet uses to announce itself (EIP-6963). */
export type AnnounceTarget = {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  dispatchEvent(event: Event): boolean
}

/** What every EVM test wallet takes beside its keys and nodes. */
export type EvmTestWalletOptions = {
  /** EIP-6963 info; by default each wallet has a name of its own. */
  name?: string | undefined
  rdns?: string | undefined
  /** A `data:` URI. */
  icon?: string | undefined
  uuid?: string | undefined
  /** Announces through EIP-6963 on this target; `globalThis.window` by default, `null` never. */
  announceTarget?: AnnounceTarget | null | undefined
  /** Keeps authorization, account and chain across reloads (in the browser: `sessionStorage`). */
  storage?: TestWalletStorage | undefined
  storageKey?: string | undefined
  /** `fetch` used to reach the nodes; the global one by default. */
  fetch?: typeof fetch | undefined
}

/** Options of `createTestWallet`; its default name is "OpenAppKit Test Wallet". */
export type CreateTestWalletParameters = EvmTestWalletOptions & {
  /** Key of the account the wallet exposes, or several (the first is exposed first). */
  privateKey: Hex | readonly [Hex, ...Hex[]]
  /** JSON-RPC URL of the node of the starting chain (`chainId`, or whatever the node reports). */
  rpcUrl?: string | undefined
  /** JSON-RPC URLs by chain id: the chains the wallet knows and can switch between. */
  rpcUrls?: Readonly<Record<number, string>> | undefined
  /** Chain the wallet starts on; the first of `rpcUrls` by default. */
  chainId?: number | undefined
  /**
   * Tokens the wallet tracks per chain id: those chains get the `assetDiscovery` capability and
   * `wallet_getAssets` (EIP-7811) lists the native balance plus these tokens, read from the node.
   */
  assets?: Readonly<Record<number, readonly TestWalletAssetToken[]>> | undefined
  /** EIP-5792 capabilities by chain id, returned by `wallet_getCapabilities`. */
  capabilities?: Readonly<Record<number, Record<string, unknown>>> | undefined
}

/**
 * An EIP-1193 provider: `request` and the events. An interface, so that `on` and `removeListener`
 * return the provider itself, whatever else it is (`this`).
 */
export interface Eip1193Provider {
  request(arguments_: RequestArguments): Promise<unknown>
  on<TEvent extends TestWalletEventName>(
    event: TEvent,
    listener: (payload: TestWalletEventMap[TEvent]) => void,
  ): this
  removeListener<TEvent extends TestWalletEventName>(
    event: TEvent,
    listener: (payload: TestWalletEventMap[TEvent]) => void,
  ): this
}

/** An EIP-1193 provider signing with real keys, plus the controls a test drives it with. */
export type TestWallet = Eip1193Provider & {
  readonly isOpenAppKitTestWallet: true
  readonly info: TestWalletInfo
  /** Address of the account exposed now. */
  readonly address: Hex
  readonly addresses: readonly Hex[]
  /** Chain the wallet is on; `undefined` until known (only `rpcUrl` given and not asked yet). */
  readonly chainId: number | undefined
  /** Whether the dapp is authorized (eth_requestAccounts accepted). */
  readonly authorized: boolean
  /** The next request that would prompt the visitor fails with 4001, as a click on "Reject". */
  rejectNextRequest(): void
  /** Visitor picks another account (by key, or index of the configured keys); returns its address. */
  switchAccount(account: Hex | number): Hex
  /** Visitor moves the wallet to a chain, even one neither the wallet nor the dapp knows. */
  switchChain(chainId: number): void
  /** Visitor disconnects the site from the wallet: authorization ends, `disconnect` (4900). */
  disconnect(): void
  /** Back to the start: not authorized, first account, first chain, nothing pending. */
  reset(): void
  /** Dispatches `eip6963:announceProvider` again. */
  announce(): void
  /** Stops answering `eip6963:requestProvider` and drops every listener. */
  destroy(): void
}
