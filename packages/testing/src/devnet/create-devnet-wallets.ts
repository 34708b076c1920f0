import type { ForwardingWallet } from '../forwarding-wallet/types.ts'
import type { TestWallet } from '../wallet/types.ts'
import { createDevnetForwardingWallet } from './create-devnet-forwarding-wallet.ts'
import { createDevnetTestWallet } from './create-devnet-test-wallet.ts'
import type { DevnetWallet } from './devnet-wallet-setup.ts'
import type { DevnetManifest } from './manifest-schema.ts'

export type CreateDevnetWalletsParameters = {
  manifest: DevnetManifest
  /** EIP-6963 rdns of the test wallet; the forwarding wallet's is this plus `.forwarding`. */
  rdns: string
  /** First funded account of each wallet (each holds two): 0 and 20 by default. */
  firstAccounts?: { test: number; forwarding: number } | undefined
}

/** One devnet wallet of a kind, with what a journey needs to tell them apart. */
export type DevnetWalletOfKind = DevnetWallet<TestWallet | ForwardingWallet> & {
  /** "the test wallet", "a forwarding extension wallet": for test names. */
  label: string
}

/**
 * Both kinds of EVM wallet a journey should pass with, on the devnet and announced (EIP-6963):
 * the test wallet, and a forwarding extension wallet that answers nothing on the node's behalf.
 * Their common controls (`reset`, `switchAccount(index)`, `rejectNextRequest`) let one journey
 * run with either.
 */
export function createDevnetWallets({
  manifest,
  rdns,
  firstAccounts = { test: 0, forwarding: 20 },
}: CreateDevnetWalletsParameters): readonly [DevnetWalletOfKind, DevnetWalletOfKind] {
  return [
    {
      label: 'the test wallet',
      ...createDevnetTestWallet({
        manifest,
        firstAccount: firstAccounts.test,
        rdns,
        name: `Test Wallet ${rdns}`,
      }),
    },
    {
      label: 'a forwarding extension wallet',
      ...createDevnetForwardingWallet({
        manifest,
        firstAccount: firstAccounts.forwarding,
        rdns: `${rdns}.forwarding`,
        name: `Forwarding Wallet ${rdns}`,
      }),
    },
  ]
}
