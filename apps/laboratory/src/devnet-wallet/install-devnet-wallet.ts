import { createTestWallet } from '@openappkit/testing'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { LabConfig } from '../config/lab-config.ts'
import { LabError } from '../lab/lab-error.ts'

/** The devnet's mnemonic (anvil's well-known one): its keys are public test keys. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** Name the lab's own wallet announces itself with. */
export const DEVNET_WALLET_NAME = 'Devnet Test Wallet'

/**
 * Announces a wallet holding the devnet's first two funded accounts (EIP-6963), so a person
 * without a browser wallet can try every flow. The page loads this module only with `?wallet=devnet`.
 */
export function installDevnetWallet(config: LabConfig): void {
  const keyOf = (addressIndex: number) => {
    const key = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex }).getHdKey().privateKey
    if (!key) throw new LabError('The devnet mnemonic gave no key')
    return toHex(key)
  }
  createTestWallet({
    privateKey: [keyOf(0), keyOf(1)],
    rpcUrls: config.rpcUrls,
    chainId: 31337,
    name: DEVNET_WALLET_NAME,
    rdns: 'org.openappkit.devnet-wallet',
    storage: window.sessionStorage,
    announceTarget: window,
  })
}
