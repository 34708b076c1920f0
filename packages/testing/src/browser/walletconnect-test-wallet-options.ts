import type { Hex } from 'viem'

// Kept apart from install-walletconnect-test-wallet.ts (which touches `window`) so node code
// importing these typechecks without DOM types.

/** What the page's WalletConnect test wallet is made of; survives `JSON.stringify`. */
export type BrowserWalletConnectTestWalletOptions = {
  /** `ws://127.0.0.1:PORT` of the relay the wallet uses. */
  relayUrl: string
  /** Keys of the wallet's accounts (the first is exposed first). */
  privateKey: Hex | readonly [Hex, ...Hex[]]
  /** JSON-RPC URLs by chain id (string keys, JSON's): the chains the wallet approves. */
  rpcUrls: Readonly<Record<string, string>>
  /** Sent to the relay as `projectId`. */
  projectId?: string | undefined
  /** Answer every proposal at once (see `createWalletConnectTestWallet`). */
  autoApprove?: boolean | undefined
}

/** A proposal as it crosses from the page: its id and what the dapp asked for. */
export type BrowserPendingProposal = { id: number; params: unknown }

/** Name of the page global that holds the wallet's controls, for `page.evaluate`. */
export const WALLETCONNECT_TEST_WALLET_GLOBAL = '__openAppKitWalletConnectTestWallet'
