import type { ChainNamespace } from '@openappkit/common/caip'
import type { ADAPTER_TYPES } from '@openappkit/common/constants'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { WalletAsset } from '../api/schemas/wallet-asset.ts'
import type { Connector, ConnectorType } from '../state/connector/types.ts'

/** Adapter types of docs/project/behaviour.md §1. */
export type AdapterType = (typeof ADAPTER_TYPES)[number]

/** A chain id as the namespace writes it: a number for eip155, the CAIP-2 reference otherwise. */
export type ChainId = number | string

/** One account a wallet exposes (a Bitcoin wallet adds publicKey, path and purpose). */
export type AdapterAccount = {
  address: string
  type?: string | undefined
  publicKey?: string | undefined
  path?: string | undefined
}

export type AdapterConnectParameters = {
  /** Connector id from {@link ChainAdapter.getConnectors}. */
  id: string
  type: ConnectorType
  /** Network to connect on; the wallet's current one when absent. */
  chainId?: ChainId | undefined
  provider?: unknown
  /** Redirect URI of a social login, passed through to the auth connector. */
  socialUri?: string | undefined
}

export type AdapterConnectReturnType = {
  id: string
  type: ConnectorType
  address: string
  chainId: ChainId
  provider?: unknown
  accounts?: AdapterAccount[] | undefined
}

export type AdapterDisconnectParameters = { id?: string | undefined }
export type GetAccountsParameters = { id: string }
export type GetAccountsReturnType = { accounts: AdapterAccount[] }
export type AdapterSwitchNetworkParameters = { caipNetwork: CaipNetwork }
export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }
/** Balance formatted in whole units (e.g. "1.5") with the native symbol. */
export type GetBalanceReturnType = { balance: string; symbol: string }
export type SignMessageParameters = { message: string; address: string }
export type SignMessageReturnType = { signature: string }

export type SendTransactionParameters = {
  address: string
  to: string
  value?: bigint | undefined
  data?: string | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  caipNetwork?: CaipNetwork | undefined
  /**
   * Solana: mint of the SPL token to send (`value` in its smallest unit); absent for SOL. The
   * adapter builds the token transfer, creating the receiver's token account when needed.
   */
  tokenAddress?: string | undefined
}
export type SendTransactionReturnType = { hash: string }
export type WaitForTransactionParameters = { hash: string; caipNetwork?: CaipNetwork | undefined }
/** How a sent transaction ended on chain. */
export type WaitForTransactionReturnType = { status: 'success' | 'reverted' }

export type WriteContractParameters = {
  address: string
  tokenAddress: string
  abi: readonly unknown[]
  method: string
  args: readonly unknown[]
  caipNetwork?: CaipNetwork | undefined
}
export type WriteContractReturnType = { hash: string }

export type EstimateGasParameters = {
  address: string
  to: string
  data?: string | undefined
  value?: bigint | undefined
  caipNetwork?: CaipNetwork | undefined
}
export type EstimateGasReturnType = { gas: bigint }

export type GetCapabilitiesParameters = { address: string }
/** Capabilities keyed by hex chain id (EIP-5792). */
export type GetCapabilitiesReturnType = Record<string, Record<string, unknown>>

export type WalletGetAssetsParameters = {
  account: string
  /** Hex chain ids to ask for. */
  chainFilter?: string[] | undefined
}
/** Assets keyed by hex chain id. */
export type WalletGetAssetsReturnType = Record<string, WalletAsset[]>

/**
 * The site's WalletConnect connection as an EIP-1193 provider (`@openappkit/walletconnect`):
 * `eth_requestAccounts` pairs through the QR code, the rest reaches the phone over the relay.
 */
export type WalletConnectEip1193Provider = {
  readonly isWalletConnect: true
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  /** Pairs unless a session exists; the session's accounts, CAIP-10, every namespace. */
  connect(): Promise<string[]>
  /** The active session's accounts, CAIP-10, every namespace; none without a session. */
  getSessionAccounts(): Promise<string[]>
  /** A request to the wallet on one of the session's chains (CAIP-2), in any namespace. */
  requestOnChain(
    arguments_: { method: string; params?: unknown },
    caipNetworkId: string,
  ): Promise<unknown>
  /** Ends the session from the dapp's side. */
  disconnect(): Promise<void>
  /**
   * The wallet at the other end of the session as it names itself (the session's peer metadata),
   * for `useWalletInfo`; none without a session.
   */
  getPeerWallet?(): WalletConnectPeerWallet | undefined
  on(event: string, listener: (...values: never[]) => void): unknown
  removeListener(event: string, listener: (...values: never[]) => void): unknown
}

/** A WalletConnect session's wallet: its own name and icon, as it sent them when it approved. */
export type WalletConnectPeerWallet = { name: string; icon?: string | undefined }

/**
 * The embedded wallet (`@openappkit/wallet-frame`) as an EIP-1193 provider: accounts and chain
 * of the signed-in visitor; requests go to the wallet frame, which asks for approval first.
 */
export type EmbeddedWalletEip1193Provider = {
  readonly isEmbeddedWallet: true
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...values: never[]) => void): unknown
  removeListener(event: string, listener: (...values: never[]) => void): unknown
}

/** Events every adapter emits, with their payloads. */
export type ChainAdapterEventMap = {
  /** The wallet now exposes another account (or the first one, after connect). */
  accountChanged: {
    address: string
    chainId?: ChainId | undefined
    connectorId?: string | undefined
  }
  /** The wallet moved to another network. */
  chainChanged: { chainId: ChainId }
  /** The wallet ended the session. */
  disconnect: { connectorId?: string | undefined }
  /** The set of discovered connectors changed (EIP-6963 announcements, Wallet Standard). */
  connectors: { connectors: Connector[] }
}

export type ChainAdapterEventName = keyof ChainAdapterEventMap

export type ChainAdapterListener<TEvent extends ChainAdapterEventName> = (
  payload: ChainAdapterEventMap[TEvent],
) => void

/**
 * The contract every adapter implements (docs/project/architecture.md §5). EVM-only capabilities
 * are optional; everything else is required so the controllers never branch on the adapter library.
 */
export type ChainAdapter = {
  readonly namespace: ChainNamespace
  readonly adapterType: AdapterType
  /** Connectors discovered so far. */
  getConnectors(): readonly Connector[]
  /** Runs discovery (EIP-6963, Wallet Standard, sats-connect); emits `connectors` on change. */
  syncConnectors(): Promise<void>
  connect(parameters: AdapterConnectParameters): Promise<AdapterConnectReturnType>
  /** Restores a session without prompting; `undefined` when the wallet has not authorized us. */
  reconnect(parameters: AdapterConnectParameters): Promise<AdapterConnectReturnType | undefined>
  disconnect(parameters?: AdapterDisconnectParameters): Promise<void>
  /**
   * Stops what the adapter started (watchers, listeners, timers) without disconnecting the
   * wallet, so an instance can be torn down and created again in the same page (React strict
   * mode, hot reload). Idempotent; the adapter emits nothing afterwards.
   */
  destroy(): void
  getAccounts(parameters: GetAccountsParameters): Promise<GetAccountsReturnType>
  switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void>
  getBalance(parameters: GetBalanceParameters): Promise<GetBalanceReturnType>
  signMessage(parameters: SignMessageParameters): Promise<SignMessageReturnType>
  sendTransaction(parameters: SendTransactionParameters): Promise<SendTransactionReturnType>
  /** Resolves once the transaction is included, with whether it succeeded. */
  waitForTransaction?(
    parameters: WaitForTransactionParameters,
  ): Promise<WaitForTransactionReturnType>
  writeContract?(parameters: WriteContractParameters): Promise<WriteContractReturnType>
  estimateGas?(parameters: EstimateGasParameters): Promise<EstimateGasReturnType>
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  getCapabilities?(parameters: GetCapabilitiesParameters): Promise<GetCapabilitiesReturnType>
  walletGetAssets?(parameters: WalletGetAssetsParameters): Promise<WalletGetAssetsReturnType>
  /**
   * Offers the site's WalletConnect connection as a connector with id `walletConnect`; called by
   * createAppKit when a relay is configured. Adapters whose namespace WalletConnect does not
   * reach through EIP-1193 leave it out.
   */
  setWalletConnectProvider?(provider: WalletConnectEip1193Provider): void
  /**
   * Offers the embedded wallet as the AUTH connector (id `ID_AUTH`); called by createAppKit when
   * email or social login is on. Adapters whose namespace the frame does not sign for leave it out.
   */
  setEmbeddedWalletProvider?(provider: EmbeddedWalletEip1193Provider): void
  /**
   * Takes the site's networks; called by createAppKit for adapters created without them, as the
   * incumbent's `new EthersAdapter()` is.
   */
  setNetworks?(networks: readonly CaipNetwork[]): void
  /**
   * The chain library's own client for a network's RPC, loaded on first use (the Solana adapter's
   * `@solana/web3.js` `Connection`): what `useAppKitConnection` hands integrators.
   */
  getConnection?(caipNetwork: CaipNetwork): Promise<unknown>
  /**
   * Loads the code an adapter keeps out of the first page load (its chain library), so the
   * visitor's click does not wait on the network; called when the connect button is hovered or
   * focused and when the modal opens. Resolves once loaded; calling it again costs nothing.
   */
  preload?(): Promise<void>
  /** Subscribes to an event; returns the unsubscribe function. */
  on<TEvent extends ChainAdapterEventName>(
    event: TEvent,
    listener: ChainAdapterListener<TEvent>,
  ): () => void
}
