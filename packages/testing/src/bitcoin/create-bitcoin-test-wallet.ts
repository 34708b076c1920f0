import type { Wallet } from '@wallet-standard/base'
import { createBitcoinStandardWallet } from './bitcoin-standard-wallet.ts'
import {
  type BitcoinWalletCore,
  type CreateBitcoinTestWalletParameters,
  createBitcoinWalletCore,
} from './bitcoin-wallet-core.ts'
import { createSatsConnectProvider, type SatsConnectProvider } from './sats-connect-provider.ts'

/** A Bitcoin wallet for tests: one core, reached through sats-connect and the Wallet Standard. */
export type BitcoinTestWallet = BitcoinWalletCore & {
  /** The sats-connect provider (`window.OpenAppKitTestBitcoin.BitcoinProvider`). */
  readonly provider: SatsConnectProvider
  /** The Bitcoin Wallet Standard wallet a page registers. */
  readonly wallet: Wallet
}

/**
 * A Bitcoin wallet with real keys: per key a P2WPKH payment and a P2TR (BIP-86) ordinal address,
 * BIP-322 and legacy message signing, PSBT signing and Esplora transfers, with both faces over
 * one core so a site connected through either sees the same accounts.
 */
export function createBitcoinTestWallet(
  parameters: CreateBitcoinTestWalletParameters,
): BitcoinTestWallet {
  const core = createBitcoinWalletCore(parameters)
  // Assigned onto the core itself so its getters (current, authorized...) stay live.
  return Object.assign(core, {
    provider: createSatsConnectProvider(core),
    wallet: createBitcoinStandardWallet(core),
  })
}
