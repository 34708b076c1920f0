import type { Hex } from 'viem'
import type { Eip1193Provider, EvmTestWalletOptions, TestWalletInfo } from '../wallet/types.ts'

/** The EIP-1193 object a dapp gets from an extension: `request` and the events, nothing else. */
export type ForwardingWalletProvider = Eip1193Provider

/**
 * Options of `createForwardingWallet`; its default name is "Forwarding Extension Wallet", and its
 * storage is where the extension remembers the site's authorization, account and chain.
 */
export type CreateForwardingWalletParameters = EvmTestWalletOptions & {
  /** Keys of the accounts the wallet holds; the visitor exposes the first to a dapp at first. */
  privateKey: Hex | readonly [Hex, ...Hex[]]
  /** JSON-RPC URL of the node of each chain the wallet is set up with, by chain id. */
  rpcUrls: Readonly<Record<number, string>>
  /** Chain the wallet starts on; the first of `rpcUrls` by default. */
  chainId?: number | undefined
}

/**
 * A browser extension as most are: its provider answers accounts, chain id and chain switches
 * itself, signs with its keys, and forwards every other request to the node of its chain. The
 * other members are what the visitor does in the extension's own window.
 */
export type ForwardingWallet = {
  /** What the extension announces (EIP-6963) and injects. */
  readonly provider: ForwardingWalletProvider
  readonly info: TestWalletInfo
  readonly addresses: readonly Hex[]
  /** The next prompt (connect, sign, send, switch) is refused with 4001. */
  rejectNextRequest(): void
  /** Visitor picks the account at `index`; an authorized dapp gets `accountsChanged`. */
  switchAccount(index: number): Hex
  /** Visitor picks another of the wallet's chains in the extension: `chainChanged`. */
  switchChain(chainId: number): void
  /** Back to the start: the dapp not authorized, first account, first chain, nothing pending. */
  reset(): void
  /** Dispatches `eip6963:announceProvider` again. */
  announce(): void
  /** Stops answering `eip6963:requestProvider` and drops every listener. */
  destroy(): void
}
